# Replaces PyInstaller's hook-PySide6.QtNetwork.py: runs it, then keeps only the plugins,
# translations and Qt modules chosen in qt_selection.py.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from qt_selection import upstream_hook  # noqa: E402

globals().update(upstream_hook(__file__))
