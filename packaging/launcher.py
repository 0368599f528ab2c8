"""Entry script of the frozen program (PyInstaller): the same as ``python -m cardtable``."""

import sys

from cardtable.app import main

if __name__ == "__main__":
    sys.exit(main())
