"""Test-wide setup: Qt runs offscreen, before anything imports it."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Every test (and every subprocess a test starts) uses a throwaway data directory, never the
# user's real one: set unconditionally, before anything can open the store.
_TEST_DATA_DIR = tempfile.mkdtemp(prefix="scoretable-test-data-")
os.environ["SCORETABLE_DATA_DIR"] = _TEST_DATA_DIR
atexit.register(shutil.rmtree, _TEST_DATA_DIR, ignore_errors=True)
