# Replaces PyInstaller's hook for PySide6.QtPrintSupport: the same collection, filtered by
# qt_selection.py (plugins, translations and Qt modules the program does not use).
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from qt_selection import filtered_qt6_dependencies  # noqa: E402

hiddenimports, binaries, datas = filtered_qt6_dependencies(__file__)
