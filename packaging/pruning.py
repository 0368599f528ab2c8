"""Drop shared libraries that nothing in the bundle loads any more (used by the spec, Linux).

On Linux PyInstaller finds a binary's dependencies with ``ldd``, which lists the
*whole* chain: for Qt's CUPS print plugin it lists libcups and everything libcups
needs (GnuTLS, Kerberos, Avahi …). Keeping libcups out of the bundle (the system's
own must be used) therefore still leaves those libraries behind, loaded by no one.

:func:`prune` recomputes the set from the direct ``DT_NEEDED`` entries of the
binaries that are loaded for their own sake (Python extension modules, Qt plugins,
libpython) and keeps only the libraries reachable from them; the ``DT_NEEDED``
list is read from the ELF file here, no tool needed.
"""

from __future__ import annotations

import os
import struct
from pathlib import PurePosixPath

SHT_DYNAMIC = 6
DT_NULL, DT_NEEDED = 0, 1


def elf_needed(path: str) -> list[str]:
    """The ``DT_NEEDED`` names of an ELF shared object or executable ([] if not ELF)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF":
        return []
    is64 = data[4] == 2
    end = "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
        sh_fmt, dyn_fmt = end + "IIQQQQIIQQ", end + "qQ"
    else:
        shoff, = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
        sh_fmt, dyn_fmt = end + "IIIIIIIIII", end + "iI"
    sections = [struct.unpack_from(sh_fmt, data, shoff + i * shentsize) for i in range(shnum)]
    names = []
    for sh in sections:
        if sh[1] != SHT_DYNAMIC:
            continue
        offset, size, link = sh[4], sh[5], sh[6]
        strtab_off = sections[link][4]
        step = struct.calcsize(dyn_fmt)
        for pos in range(offset, offset + size, step):
            tag, val = struct.unpack_from(dyn_fmt, data, pos)
            if tag == DT_NULL:
                break
            if tag == DT_NEEDED:
                stop = data.index(b"\0", strtab_off + val)
                names.append(data[strtab_off + val:stop].decode())
    return names


def _is_root(dest: str, typecode: str) -> bool:
    name = PurePosixPath(dest.replace("\\", "/"))
    return typecode == "EXTENSION" or "plugins" in name.parts or name.name.startswith("libpython")


def prune(binaries: list[tuple[str, str, str]]) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(kept TOC entries, dropped destination names) of a PyInstaller binaries TOC."""
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in binaries:
        if entry[2] != "SYMLINK":
            by_name.setdefault(os.path.basename(entry[0]), []).append(entry)
    reached: set[str] = set()
    todo = [e for e in binaries if e[2] != "SYMLINK" and _is_root(e[0], e[2])]
    seen_src: set[str] = set()
    while todo:
        dest, src, _ = todo.pop()
        reached.add(dest)
        if src in seen_src:
            continue
        seen_src.add(src)
        for needed in elf_needed(src):
            for entry in by_name.get(needed, []):
                if entry[0] not in reached:
                    todo.append(entry)
    kept: list[tuple[str, str, str]] = []
    dropped: list[str] = []
    for dest, src, typecode in binaries:
        target = os.path.normpath(src) if typecode == "SYMLINK" else dest
        if target in reached or src in reached:
            kept.append((dest, src, typecode))
        else:
            dropped.append(dest)
    return kept, dropped
