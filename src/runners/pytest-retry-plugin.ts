import { PYTEST_RECORDER } from "../triage/spectrum/pytest-recorder.js";

/**
 * fix-loop's in-run retry for pytest, `-p fixloop_retry` (src/runners/pytest-retry.ts): a test
 * whose setup or call fails runs again at once in the same session, up to
 * $FIX_LOOP_RETRY_TIMES times, as pytest-rerunfailures does (each attempt is pytest's own
 * runtestprotocol; a failed attempt is logged as "rerun", which the JUnit report and the
 * failure count leave out, and a fixture that failed is set up afresh). The report then holds
 * the last attempt, or, for a failure that stands, its first (a retry formats no traceback:
 * `--tb=no`, as the engine's separate retry asks). Per retried test, $FIX_LOOP_RUNNER_ATTEMPTS gets its retry count and the
 * errors of its failed attempts (src/junit/runner-retry.ts reads them): failed then passed is
 * flaky; failed every time ran that many times.
 *
 * With $FIXLOOP_COVERAGE_FROM=failure it also records coverage (pytest-recorder.ts) as the jest
 * and vitest setup does (src/junit/coverage-setup.ts): a suite that passes pays nothing; a
 * failure is recorded on its retry (or on its failed attempt, when that was recorded); the
 * passing tests of a file after its first failure are the contrast, the first
 * $FIXLOOP_COVERAGE_LIMIT densely, then one in two, one in four, and so on, while recording has
 * cost less than the rest of the session. Every failure's retry is recorded: a failure without
 * coverage keeps its signature's group, and one bug's failures with messages of their own split
 * (sqlparse's `group_tokens` mutant, 143 failures, made 7 groups when failures past the 50th were
 * thinned; its separate re-run had made 1). So triage needs no second pytest start.
 *
 * It steps aside, writing no record (the engine then re-runs the failures in a pytest of their
 * own, as before), where another plugin retries (pytest-rerunfailures, flaky, pytest-retry) or
 * xdist spreads the tests over workers. A failure in teardown alone is not retried here either.
 */
export const PYTEST_RETRY_PLUGIN = `${PYTEST_RECORDER}
import copy, math, time
import pytest
from _pytest.runner import runtestprotocol

_times = int(os.environ.get("FIX_LOOP_RETRY_TIMES") or "0")
_attempts_out = os.environ.get("FIX_LOOP_RUNNER_ATTEMPTS")
_calls_out = os.environ.get("FIXLOOP_COVERAGE_OUT") if os.environ.get("FIXLOOP_COVERAGE_FROM") == "failure" else None
_limit = float(os.environ.get("FIXLOOP_COVERAGE_LIMIT") or "inf")
_FAILING = 50
_OTHER_RETRIES = ("rerunfailures", "flaky", "pytest_retry", "retry")

class _State:
    active = False
    retried = []
    failed = 0
    calls = {}
    files = {}
    hooks = None
    recording = False
    spent = 0.0
    started = 0.0

def pytest_configure(config):
    others = [name for name in _OTHER_RETRIES if config.pluginmanager.hasplugin(name)]
    workers = getattr(config.option, "numprocesses", None) or os.environ.get("PYTEST_XDIST_WORKER")
    _State.active = bool(_times > 0 and _attempts_out and not others and not workers)
    _State.started = time.perf_counter()
    if _State.active and _calls_out:
        _State.hooks = _recorder()
        _pause_in_assertion_messages()

def _pause_in_assertion_messages():
    # A failed assert of a rewritten test formats its operands there and then: their __repr__
    # (sqlparse's Token._get_repr_name) runs in failing tests alone, and would rank first.
    try:
        import _pytest.assertion.rewrite as rewrite
    except ImportError:
        return
    for name in ("_saferepr", "_call_reprcompare", "_format_assertmsg", "_format_explanation", "_format_boolop"):
        original = getattr(rewrite, name, None)
        if callable(original):
            setattr(rewrite, name, _paused(original))

def _paused(original):
    def call(*args, **kwargs):
        if not _State.recording:
            return original(*args, **kwargs)
        _State.hooks[2]()
        try:
            return original(*args, **kwargs)
        finally:
            _State.hooks[3]()
    return call

def _file_state(item):
    name = item.nodeid.split("::")[0]
    found = _State.files.get(name)
    if found is None:
        found = _State.files[name] = {"on": False, "seen": 0, "last_failed": False}
    return found

def _wanted(index, limit):
    # The first \`limit\` densely, then one in two, one in four, ...
    if index < limit:
        return True
    return index % (2 ** (int(math.log2(index / limit)) + 1)) == 0

def _affordable():
    return _State.spent < time.perf_counter() - _State.started - _State.spent

def _failure(reports):
    for report in reports:
        if report.failed and report.when in ("setup", "call"):
            return report
    return None

def _error(report):
    text = report.longreprtext or ""
    crash = getattr(report.longrepr, "reprcrash", None)
    message = getattr(crash, "message", None) or (text.strip().splitlines() or [""])[-1]
    return {"message": message, "stack": text}

def _forget_failed_setup(item):
    # A fixture whose setup raised keeps its error for the next request: set it up afresh.
    info = getattr(item, "_fixtureinfo", None)
    for definitions in getattr(info, "name2fixturedefs", {}).values():
        for definition in definitions:
            cached = getattr(definition, "cached_result", None)
            if cached is not None and cached[2]:
                definition.cached_result = None
                finalizers = getattr(definition, "_finalizers", None)
                if finalizers is not None:
                    finalizers.clear()
    stack = getattr(item.session._setupstate, "stack", None)
    if stack is not None and item in stack:
        del stack[item]

def _attempt(item, nextitem, recording, retry):
    # A retry formats no traceback (its file parsed again for each failure: most of a retry's
    # time in a long test module); a failure that stands keeps its first attempt's report.
    option = item.config.option
    style = getattr(option, "tbstyle", "auto")
    if retry:
        option.tbstyle = "no"
    if recording:
        _State.hooks[0]()
        _State.recording = True
        at = time.perf_counter()
    try:
        return runtestprotocol(item, nextitem=nextitem, log=False)
    finally:
        if recording:
            _State.recording = False
            _State.calls[item.nodeid] = _named(_State.hooks[1]())
            _State.spent += time.perf_counter() - at
        option.tbstyle = style

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    # pytest's own formatting of a failure is no call of the test's: on Python 3.11, profiling
    # it cost more than the test (sqlparse: 50 ms a failure, where its tests take 6 ms).
    recording = _State.recording
    if recording:
        _State.hooks[2]()
    try:
        yield
    finally:
        if recording:
            _State.hooks[3]()

@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    if not _State.active:
        return None
    file = _file_state(item) if _State.hooks else None
    # A test after a failure is likely to fail too, and then its retry is its record: past the
    # 50th failure, its first attempt is recorded (as contrast) only one time in two, four, ...
    failing_run = file and file["last_failed"] and not _wanted(_State.failed, _FAILING)
    recording = bool(file and file["on"] and not failing_run and _wanted(file["seen"], _limit) and _affordable())
    recorded = False
    errors = []
    first = None
    while True:
        item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
        reports = _attempt(item, nextitem, recording, first is not None)
        recorded = recorded or recording
        failed = _failure(reports)
        if failed is None or len(errors) >= _times:
            if failed is not None and failed.when == first.when:
                first.duration = failed.duration
                reports = [first if report is failed else report for report in reports]
            for report in reports:
                item.ihook.pytest_runtest_logreport(report=report)
            item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
            break
        first = first or failed
        errors.append(_error(failed))
        rerun = copy.copy(failed)
        rerun.outcome = "rerun"
        item.ihook.pytest_runtest_logreport(report=rerun)
        item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
        _forget_failed_setup(item)
        # Output captured so far would be reported again with the retry's.
        sections = getattr(item, "_report_sections", None)
        if sections is not None:
            sections.clear()
        # The retry is the failure's record, unless its failed attempt was recorded already.
        recording = bool(file) and not recorded and len(errors) == 1
    if file is not None:
        file["last_failed"] = bool(errors)
        if errors:
            file["on"] = True
            _State.failed += 1
        elif file["on"]:
            file["seen"] += 1
    if errors:
        _State.retried.append({
            "file": _path_of(item),
            "name": item.nodeid.split("::", 1)[-1],
            "state": "failed" if failed is not None else "passed",
            "retryCount": len(errors),
            "errors": errors,
        })
    return True

def _path_of(item):
    # Under the folder as fix-loop named it ($PWD, which may go through a link), else the real one.
    base = os.getcwd()
    relative = os.path.relpath(str(getattr(item, "path", None) or item.fspath), base)
    given = os.environ.get("PWD")
    if given and given != base and os.path.isdir(given) and os.path.samefile(given, base):
        base = given
    return os.path.join(base, relative)

# The test this process is in, for a run killed at its timeout (src/junit/running-tests.ts): one
# file per process, rewritten in place as each test starts and emptied as it ends.
_running_out = os.environ.get("FIX_LOOP_RUNNING")
_running = {"fd": None}

def _note_running(text):
    try:
        if _running["fd"] is None:
            _running["fd"] = os.open(_running_out + "." + str(os.getpid()), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.ftruncate(_running["fd"], 0)
        os.lseek(_running["fd"], 0, os.SEEK_SET)
        os.write(_running["fd"], text.encode("utf-8", "replace"))
    except OSError:
        _running["fd"] = -1

def pytest_runtest_logstart(nodeid, location):
    if _running_out and _running["fd"] != -1:
        _note_running(nodeid + "\\n" + str(int(time.time() * 1000)))

def pytest_runtest_logfinish(nodeid, location):
    if _running_out and _running["fd"] not in (None, -1):
        _note_running("")

def pytest_report_teststatus(report):
    if report.outcome == "rerun":
        return "rerun", "R", ("RERUN", {"yellow": True})
    return None

def pytest_sessionfinish(session, exitstatus):
    if not _State.active:
        return
    _merged_json(_attempts_out, {"tests": _State.retried}, lambda theirs, ours: {"tests": theirs.get("tests", []) + ours["tests"]})
    if _calls_out:
        _save_calls(_calls_out, _State.calls)
`;
