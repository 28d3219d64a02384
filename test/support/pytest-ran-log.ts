/**
 * A conftest.py whose autouse fixture appends each test's pytest node id to ran.log at the
 * project's root, so a test sees what each run of pytest ran.
 */
export const RAN_LOG_CONFTEST = [
  "import os",
  "import pytest",
  "",
  "@pytest.fixture(autouse=True)",
  "def record(request):",
  "    with open(os.path.join(os.path.dirname(__file__), '..', 'ran.log'), 'a') as log:",
  "        log.write(request.node.nodeid + '\\n')",
  "    yield",
  "",
].join("\n");
