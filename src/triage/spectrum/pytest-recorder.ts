/**
 * The Python half both pytest plugins of ours share (pytest-coverage.ts's, for a run that records
 * every test, and the in-run retry's, src/runners/pytest-retry-plugin.ts, for the failures and
 * the tests after them): `_recorder()` gives (start, stop), stop returning the code objects
 * called since start; `_named(codes)` keeps those from a file under $FIXLOOP_COVERAGE_ROOT, as
 * "path/relative/to/root.py:Class.method", each function qualified as Python does
 * (`co_qualname`; before 3.11, read from the file's source), as changes and frames name it
 * (src/triage/changes/python-functions.ts). No dependency, and no Python function of ours called on
 * every call: on Python 3.12 and later, sys.monitoring's PY_START, each function once a test
 * (DISABLE, then restart_events for the next); before that, cProfile's C profiler. On
 * sortedcontainers' 366 tests, CPU against the run without it: 1.04x on 3.12, 2.1x on 3.11,
 * where sys.setprofile with a Python callback took 3.0x; the named functions are the same
 * (3.12 inlines comprehensions: no `<listcomp>`, which triage ignores anyway).
 *
 * What recording itself took (the recorder's start and stop, naming, the write) is kept per
 * process and written beside the calls, as "$FIXLOOP_COVERAGE_OUT.cost" lines of
 * `{"cost": {"of": pid, "ms": ...}}`: the run's coverage taken inside it (coverageInRunsMs), a
 * floor, as for the JavaScript hooks, since the code monitored runs a little slower too.
 */
export const PYTEST_RECORDER = `
import os, sys, time

_cost = [0.0]

def _costing(fn):
    def timed(*args):
        at = time.perf_counter()
        try:
            return fn(*args)
        finally:
            _cost[0] += time.perf_counter() - at
    return timed

_files = {}
_roots = []

def _relative(filename):
    found = _files.get(filename)
    if found is None:
        found = ""
        if not _roots:
            _roots.append(os.path.realpath(os.environ["FIXLOOP_COVERAGE_ROOT"]))
        if not filename.startswith("<"):
            real = os.path.realpath(filename)
            if real.startswith(_roots[0] + os.sep):
                found = os.path.relpath(real, _roots[0]).replace(os.sep, "/")
        _files[filename] = found
    return found

_names = {}

@_costing
def _named(codes):
    names = set()
    for code in codes:
        name = _names.get(code)
        if name is None:
            relative = _relative(code.co_filename)
            name = relative + ":" + _qualname(code) if relative else ""
            _names[code] = name
        if name:
            names.add(name)
    return sorted(names)

def _qualname(code):
    # A lambda, a comprehension, a module's body: anonymous as they are, wherever they sit.
    if code.co_name.startswith("<"):
        return code.co_name
    qualname = getattr(code, "co_qualname", None)  # Python 3.11 and later
    if qualname is None:
        qualname = _declared(code.co_filename).get((code.co_firstlineno, code.co_name))
    return qualname or code.co_name

_declarations = {}

def _declared(filename):
    # Before 3.11, the qualified names of a file's defs and classes from its source, by the line
    # a code object starts on (a decorated one's first decorator) and its name.
    found = _declarations.get(filename)
    if found is None:
        found = {}
        try:
            import ast
            with open(filename, "rb") as handle:
                tree = ast.parse(handle.read())
        except Exception:
            tree = None
        def visit(node, scope):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    qualname = scope + child.name
                    lines = [child.lineno] + [d.lineno for d in child.decorator_list]
                    found[(min(lines), child.name)] = qualname
                    is_def = not isinstance(child, ast.ClassDef)
                    visit(child, qualname + (".<locals>." if is_def else "."))
                else:
                    visit(child, scope)
        if tree is not None:
            visit(tree, "")
        _declarations[filename] = found
    return found

def _monitoring():
    mon = sys.monitoring
    for tool in (mon.COVERAGE_ID, 3, 4, 5):
        try:
            mon.use_tool_id(tool, "fix-loop coverage")
        except ValueError:
            continue  # taken (coverage.py, a debugger): the next free one
        seen = set()
        def started(code, offset):
            seen.add(code)
            return mon.DISABLE
        mon.register_callback(tool, mon.events.PY_START, started)
        def start():
            seen.clear()
            mon.restart_events()
            mon.set_events(tool, mon.events.PY_START)
        def stop():
            mon.set_events(tool, 0)
            return list(seen)
        def pause():
            mon.set_events(tool, 0)
        def resume():
            mon.set_events(tool, mon.events.PY_START)
        return start, stop, pause, resume
    return None

def _profiler():
    try:
        import _lsprof
    except ImportError:
        return _setprofile()
    profiler = _lsprof.Profiler()
    def start():
        profiler.clear()
        profiler.enable(False, False)
    def stop():
        profiler.disable()
        return [entry.code for entry in profiler.getstats() if not isinstance(entry.code, str)]
    def resume():
        profiler.enable(False, False)
    return start, stop, profiler.disable, resume

def _setprofile():
    seen = set()
    def profile(frame, event, arg):
        if event == "call":
            seen.add(frame.f_code)
    def start():
        seen.clear()
        sys.setprofile(profile)
    def stop():
        sys.setprofile(None)
        return list(seen)
    return start, stop, lambda: sys.setprofile(None), lambda: sys.setprofile(profile)

def _recorder():
    hooks = (_monitoring() if hasattr(sys, "monitoring") else None) or _profiler()
    return tuple(_costing(hook) for hook in hooks)

def _merged_json(path, ours, merge):
    # A command may start pytest more than once: each start adds to what the ones before wrote.
    import json
    try:
        with open(path) as handle:
            ours = merge(json.load(handle), ours)
    except (OSError, ValueError):
        pass
    with open(path, "w") as handle:
        json.dump(ours, handle)

def _save_calls(path, calls):
    _costing(_merged_json)(path, calls, lambda theirs, ours: {**theirs, **ours})
    import json
    with open(path + ".cost", "a") as handle:
        handle.write(json.dumps({"cost": {"of": str(os.getpid()), "ms": _cost[0] * 1000}}) + "\\n")
`;
