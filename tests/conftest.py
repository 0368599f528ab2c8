"""Test set-up: offscreen Qt, settings and data in a private temporary folder."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
_TMP = Path(tempfile.mkdtemp(prefix="cardtable-tests-"))
os.environ["XDG_CONFIG_HOME"] = str(_TMP / "config")
os.environ["XDG_DATA_HOME"] = str(_TMP / "data")
os.environ["XDG_CACHE_HOME"] = str(_TMP / "cache")
os.environ.setdefault("CARDTABLE_TEST", "1")

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session")
def qapp_args():
    return ["cardtable-tests"]


@pytest.fixture(scope="session", autouse=True)
def _app_names():
    from PySide6.QtCore import QCoreApplication
    QCoreApplication.setOrganizationName("cardtable-tests")
    QCoreApplication.setApplicationName("cardtable-tests")
    yield


@pytest.fixture
def french(qapp):
    from cardtable.ui import i18n
    i18n.install("fr")
    yield
    i18n.install("fr")


@pytest.fixture
def english(qapp):
    from cardtable.ui import i18n
    i18n.install("en")
    yield
    i18n.install("fr")
