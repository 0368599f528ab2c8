#!/usr/bin/env python3
"""Application icons for the frozen program, drawn from ``cardtable/assets/icon.svg``.

    python packaging/make_icons.py [--svg PATH] [--out DIR]

writes into ``DIR`` (default ``build/icons``):

- ``cardtable-<N>.png`` for N in 16 … 1024 and ``cardtable.png`` (256 px),
- ``cardtable.ico``  (Windows: 16 … 256 px, every entry PNG-compressed, valid
  since Windows Vista),
- ``cardtable.icns`` (macOS: ``icp4`` … ``ic10``, every entry a PNG, valid since
  OS X 10.7).

The SVG is rendered by QtSvg's ``QSvgRenderer`` into transparent QImages (offscreen
platform, no display needed); the two container formats are written here with
``struct``, no other tool.  The environment variable ``CARDTABLE_ICON_SVG`` may
point to another SVG (used by tests; the release icon is ``cardtable/assets/icon.svg``).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "cardtable" / "assets" / "icon.svg"
DEFAULT_OUT = ROOT / "build" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element type -> pixel size (all accept PNG data since OS X 10.7)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024),           # 512@2x
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),  # 16@2x 32@2x 128@2x 256@2x
)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


class IconError(RuntimeError):
    pass


def source_svg(explicit: str | Path | None = None) -> Path:
    """The SVG to draw from: ``--svg``, else ``$CARDTABLE_ICON_SVG``, else the package's icon."""
    path = Path(explicit or os.environ.get("CARDTABLE_ICON_SVG") or DEFAULT_SVG)
    if not path.is_file():
        raise IconError(
            f"icon source {path} not found: the application icon (.png/.ico/.icns) is drawn "
            f"from cardtable/assets/icon.svg, which must exist before building "
            f"(or set CARDTABLE_ICON_SVG to another SVG for a test build)"
        )
    return path


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of the SVG rendered at each size (square, aspect kept, transparent)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # fonts for <text>
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise IconError(f"{svg} is not a valid SVG (QSvgRenderer could not read it)")
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buf, "PNG"):
            raise IconError(f"could not encode the {size} px icon as PNG")
        buf.close()
        out[size] = bytes(data.data())
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are the given PNGs (ICONDIR + ICONDIRENTRY, little-endian)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))          # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s                           # 0 means 256
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns (big-endian: 'icns', total length, then type + length + PNG per element)."""
    body = b"".join(t + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for t, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> list[tuple[int, bytes]]:
    """(size, PNG bytes) of each entry of an .ico written by :func:`ico_bytes` (for tests)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise IconError("not an .ico file")
    out = []
    for i in range(count):
        w, _h, _c, _r, _planes, _bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        out.append((w or 256, data[offset:offset + length]))
    return out


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, payload) of each element of an .icns file (for tests)."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise IconError("not an .icns file (bad magic or length)")
    out, pos = [], 8
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        if length < 8 or pos + length > len(data):
            raise IconError("truncated .icns element")
        out.append((kind, data[pos + 8:pos + length]))
        pos += length
    return out


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != PNG_MAGIC or data[12:16] != b"IHDR":
        raise IconError("not a PNG")
    return struct.unpack(">II", data[16:24])  # type: ignore[return-value]


def make_icons(svg: str | Path | None = None, out: str | Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write every icon file into ``out``; return {kind: path}."""
    src = source_svg(svg)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(src, PNG_SIZES)
    files: dict[str, Path] = {}
    for s, data in pngs.items():
        p = out / f"cardtable-{s}.png"
        p.write_bytes(data)
        files[f"png{s}"] = p
    (out / "cardtable.png").write_bytes(pngs[256])
    files["png"] = out / "cardtable.png"
    files["ico"] = out / "cardtable.ico"
    files["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    files["icns"] = out / "cardtable.icns"
    files["icns"].write_bytes(icns_bytes(pngs))
    return files


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--svg", help=f"SVG to draw (default: $CARDTABLE_ICON_SVG or {DEFAULT_SVG.relative_to(ROOT)})")
    p.add_argument("--out", default=str(DEFAULT_OUT), help="output folder (default: build/icons)")
    args = p.parse_args(argv)
    try:
        files = make_icons(args.svg, args.out)
    except IconError as exc:
        print(f"make_icons: error: {exc}", file=sys.stderr)
        return 1
    for kind in ("png", "ico", "icns"):
        print(f"{files[kind]}  {files[kind].stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
