"""No import circle between the modules of ``cardtable``.

The graph is read from the source with ``ast``: every ``import`` and ``from
... import`` anywhere in a module counts -- at the top, inside a function,
under ``if TYPE_CHECKING:`` --, since an import put inside a function to
dodge a circle still ties the two modules together.  ``from package import
name`` is an edge to ``package.name`` when that is a module, else to
``package`` (its ``__init__``); relative imports are resolved.  Imports by
a computed name (``importlib.import_module``) are not seen.

Two modules that need each other's names share a third one instead (for
example :mod:`cardtable.ui.appinfo`, the application's names, for
:mod:`cardtable.app` and :mod:`cardtable.ui.network.cli`), or the lower one
is handed the higher one's object without importing its module (the
window's :class:`cardtable.ui.network.hosting.Hosting`).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules(root: Path, package: str = "cardtable") -> dict[str, tuple[Path, bool]]:
    """Every module of ``package`` under ``root``: dotted name -> (file, is a package)."""
    out = {}
    for path in sorted((root / package).rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        out[".".join(parts)] = (path, is_package)
    return out


def import_graph(root: Path, package: str = "cardtable") -> dict[str, dict[str, int]]:
    """module -> {module it imports: first line of that import}, within ``package``."""
    mods = modules(root, package)

    def known(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, dict[str, int]] = {m: {} for m in mods}
    for name, (path, is_package) in mods.items():
        here = name if is_package else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets: list[str | None] = []
            if isinstance(node, ast.Import):
                targets = [known(a.name) for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in mods else known(source)
                           for a in node.names]
            for target in targets:
                if target is not None and target != name:
                    graph[name][target] = min(node.lineno, graph[name].get(target, node.lineno))
    return graph


def circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The groups of modules that reach one another (strongly connected
    components of more than one module), each sorted (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(graph[nxt])))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


def describe(graph: dict[str, dict[str, int]], group: list[str], root: Path = ROOT) -> str:
    mods = modules(root)
    lines = [" <-> ".join(group)]
    for a in group:
        for b, line in sorted(graph[a].items()):
            if b in group:
                lines.append(f"    {mods[a][0].relative_to(root)}:{line} imports {b}")
    return "\n".join(lines)


def test_no_import_circle_between_the_modules_of_cardtable():
    graph = import_graph(ROOT)
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(describe(graph, g) for g in found)


def test_network_play_below_the_window_but_for_its_two_dialogs():
    """``cardtable/ui/network/``: the host, the client, the joined seat's
    controller, discovery and the command line import nothing of the window
    or of the table kit (``--serve`` and ``--join`` run without them); only the
    window's two dialogs (hosting, join) do (``docs/architecture.md``)."""
    graph = import_graph(ROOT)
    network = [m for m in graph if m.startswith("cardtable.ui.network")]
    assert {"cardtable.ui.network.host", "cardtable.ui.network.cli", "cardtable.ui.network.hosting"} <= set(network)
    above = {m: sorted(t for t in graph[m] if t.startswith(("cardtable.ui.window", "cardtable.ui.table", "cardtable.app")))
             for m in network if m not in ("cardtable.ui.network.hosting", "cardtable.ui.network.join")}
    assert all(not targets for targets in above.values()), above


def test_the_graph_sees_every_kind_of_import():
    graph = import_graph(ROOT)
    assert len(graph) > 100
    # a module-level import, one inside a function, a relative-free "from package import module"
    assert "cardtable.engine.i18n" in graph["cardtable.app"]
    assert "cardtable.ui.network.cli" in graph["cardtable.app"]            # inside run_network
    assert "cardtable.ui.network.hosting" in graph["cardtable.ui.window.main_window"]   # inside a method


def test_a_circle_is_found_wherever_its_imports_sit(tmp_path):
    pkg = tmp_path / "cardtable"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "top.py").write_text("from cardtable.sub import low\n")
    (pkg / "sub" / "low.py").write_text("from typing import TYPE_CHECKING\n"
                                        "if TYPE_CHECKING:\n    from .mid import X\n")
    (pkg / "sub" / "mid.py").write_text("def f():\n    import cardtable.top\n")
    (pkg / "alone.py").write_text("import cardtable.top\n")
    graph = import_graph(tmp_path)
    assert circles(graph) == [["cardtable.sub.low", "cardtable.sub.mid", "cardtable.top"]]
