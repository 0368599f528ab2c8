"""A smaller ICU data library for the Linux bundle (used by the spec).

Qt's Linux libraries link ICU, whose data library (``libicudata.so.NN``, 30 MiB,
a third of the bundle) holds every locale, converter, collation and
dictionary of the world. Qt reaches that data only through a few classes
(``QCollator``, ``QStringConverter`` for the legacy encodings, ``QLocale``'s
case mapping, the ICU time-zone backend, which Linux does not use); the
program uses none of them, and speaks French and English only. So the
bundle carries a data library rebuilt with:

* everything that is not tied to a language (Unicode properties and
  normalisation, character names, the collation base ``ucadata.icu``,
  break rules, the supplemental data: likely subtags, plurals, time zones,
  currencies' codes, the alias tables);
* each tree's ``root`` and the French and English locales (``fr``,
  ``fr_CA`` …, ``en``, ``en_GB`` …) with the trees' shared key pools;

and without the other languages' locales, the legacy character-set
converters (``*.cnv``; UTF-8, UTF-16, Latin-1 and ASCII are built into ICU's
code), the word-break dictionaries of Chinese, Japanese, Thai, Lao, Khmer and
Burmese (``*.dict``), and the transliteration rules (``translit/``). A
request for a locale left out falls back to ``root`` as ICU does for any
locale it lacks (``U_USING_DEFAULT_WARNING``), never an error. About 4 MiB
of data remain. ``tests/test_bundle.py`` checks in the built folder that ICU
still sorts French words the French way with it.

The data is ICU's "common data" package (a header, a sorted table of item
names and 16-byte-aligned items), read from the original library's
``icudtNN_dat`` symbol, filtered, and linked again into a shared library of
the same name and soname by the C compiler (``cc``) from a two-line assembly
file. Without a compiler the original library is kept (the bundle is then
26 MiB larger, and the build says so).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

#: the languages the program ships (its own translations and Qt's)
LANGUAGES = ("fr", "en")
_LOCALE = re.compile(r"^(?:root|[a-z]{2,3}(?:_[A-Za-z0-9]+)*)$")


def keep_item(name: str) -> bool:
    """Whether the item ``name`` (``icudt73l/coll/fr.res``) stays in the package."""
    parts = name.split("/")[1:]
    tree = parts[0] if len(parts) > 1 else ""
    stem, _, ext = parts[-1].rpartition(".")
    if tree == "translit" or ext in ("cnv", "dict"):
        return False
    if ext == "res" and _LOCALE.match(stem) and stem != "res_index":     # res_index: each tree's list
        return stem == "root" or stem.split("_")[0] in LANGUAGES
    return True


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(item name, item bytes)]) of an ICU common data package.

    The package does not record an item's length: an item's bytes run to the
    next item's start, so they include the zeros that align the next one."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD" or data[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    count, = struct.unpack_from("<I", data, header_size)
    entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    starts = [header_size + offset for _, offset in entries] + [len(data)]
    items = []
    for i, (name_offset, _) in enumerate(entries):
        at = header_size + name_offset
        name = data[at:data.index(b"\0", at)].decode("ascii")
        items.append((name, data[starts[i]:starts[i + 1]]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package of ``items`` (sorted by name, as ICU searches them), each at a 16-byte boundary."""
    items = sorted(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table = 4 + 8 * len(items)
    out_items = bytearray()
    offsets = []
    at = len(header) + table + len(names)
    for _, blob in items:
        pad = -(at + len(out_items)) % 16
        out_items += b"\0" * pad
        offsets.append(at - len(header) + len(out_items))
        out_items += blob
    toc = bytearray(struct.pack("<I", len(items)))
    name_at = table
    for (name, _), offset in zip(items, offsets, strict=True):
        toc += struct.pack("<II", name_at, offset)
        name_at += len(name) + 1
    return header + bytes(toc) + names + bytes(out_items)


def data_symbol(path: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the ``icudt*_dat`` symbol of an ELF64 library."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path.name}: not a little-endian ELF64 file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    for sh in sections:
        if sh[1] != 11:                                     # SHT_DYNSYM
            continue
        strtab = sections[sh[6]][4]
        for pos in range(sh[4], sh[4] + sh[5], 24):
            st_name, _, _, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", data, pos)
            name = data[strtab + st_name:data.index(b"\0", strtab + st_name)].decode()
            if re.fullmatch(r"icudt\d+_dat", name) and st_shndx:
                sec = sections[st_shndx]
                return name, sec[4] + (st_value - sec[3]), st_size
    raise ValueError(f"{path.name}: no icudtNN_dat symbol")


def slim_library(original: Path, out_dir: Path) -> tuple[Path | None, str]:
    """Build the smaller data library in ``out_dir``; (its path, what was done) or (None, why not)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        return None, "no C compiler (cc) to link the smaller ICU data: the whole of it is kept"
    symbol, offset, size = data_symbol(original)
    blob = original.read_bytes()[offset:offset + size]
    header, items = read_package(blob)
    kept = [(n, b) for n, b in items if keep_item(n)]
    package = write_package(header, kept)
    back = read_package(package)[1]
    if [n for n, _ in back] != sorted(n for n, _ in kept) or any(
            not b.startswith(k) or b[len(k):].strip(b"\0") for (_, b), (_, k) in zip(back, sorted(kept), strict=True)):
        raise RuntimeError("the smaller ICU data package does not read back")
    out_dir = out_dir.resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    dat = out_dir / f"{symbol.removesuffix('_dat')}l.dat"
    dat.write_bytes(package)
    asm = out_dir / "icudata.S"
    asm.write_text(
        f'\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n'
        f'{symbol}:\n\t.incbin "{dat.name}"\n\t.size {symbol}, . - {symbol}\n'
        '\t.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
    target = out_dir / original.name
    done = subprocess.run([cc, "-shared", "-nostdlib", f"-Wl,-soname,{original.name}", "-o", str(target),
                           asm.name], cwd=out_dir, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{cc} could not link the smaller ICU data:\n{done.stderr.strip()}")
    if data_symbol(target)[2] != len(package):
        raise RuntimeError(f"{target}: the linked ICU data has the wrong size")
    return target, (f"ICU data: {len(kept)} of {len(items)} items kept (French, English and what no language "
                    f"owns), {size / 2**20:.1f} MiB -> {len(package) / 2**20:.1f} MiB")
