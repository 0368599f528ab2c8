"""PySide6 6.12.0 aborts Python 3.11 with ``Fatal Python error: none_dealloc``
after a few thousand Qt calls returning None; the project pins 6.11.x there."""

import subprocess
import sys

CODE = """
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QObject, QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
obj = QObject()
w = QWidget()
for i in range(10000):
    obj.setObjectName("x")      # returns None
    w.setToolTip("t")           # returns None
print("ok")
"""


def test_20000_none_returning_calls_do_not_abort():
    r = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip() == "ok"


def test_pinned_series_on_python_311():
    import PySide6
    if sys.version_info < (3, 12):
        assert PySide6.__version__.startswith("6.11."), PySide6.__version__
