import { describe, expect, it } from "vitest";
import { pythonFrames } from "../../../src/triage/frames/python-frames.js";

// Printed by python3 3.11 for `calc.add('1', 'x')`.
const TRACEBACK = `Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/tmp/tri/py/calc.py", line 4, in add
    return parse(a) + parse(b)
                      ^^^^^^^^
  File "/tmp/tri/py/calc.py", line 2, in parse
    return int(text.strip())
           ^^^^^^^^^^^^^^^^^
ValueError: invalid literal for int() with base 10: 'x'`;

// pytest 9's long representation in toolz's JUnit report, with frequencies() broken.
const PYTEST_LONG = `def test_frequencies():
>       assert (frequencies(["cat", "pig", "cat", "eel",
                            "pig", "dog", "dog", "dog"]) ==
                {"cat": 2, "eel": 1, "pig": 2, "dog": 3})

toolz/tests/test_itertoolz.py:259: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 

seq = ['cat', 'pig', 'cat', 'eel', 'pig', 'dog', ...]

    def frequencies(seq):
        """ Find number of occurrences of each value in seq
        """
        d = collections.defaultdict(int)
        for item in seq:
>           d[item] += '1'
E           TypeError: unsupported operand type(s) for +=: 'int' and 'str'

toolz/itertoolz.py:543: TypeError`;

// pytest's collection error for toolz when an import needs a missing environment variable.
const PYTEST_COLLECTION = `<frozen importlib._bootstrap>:241: in _call_with_frames_removed
    ???
toolz/__init__.py:1: in <module>
    from .itertoolz import *
toolz/itertoolz.py:8: in <module>
    from toolz.utils import no_default
toolz/utils.py:2: in <module>
    _STRICT = os.environ['TOOLZ_STRICT']
              ^^^^^^^^^^^^^^^^^^^^^^^^^^
<frozen os>:679: in __getitem__
    ???
E   KeyError: 'TOOLZ_STRICT'`;

// pytest 9's long style where a lambda raised: its entry shows the lambda's line alone, no def
// (cachetools' `cond.wait_for(lambda: k not in pending)`).
const PYTEST_LAMBDA = `def test_one():
>       assert double(1) == 2
               ^^^^^^^^^

tests/test_deco.py:8: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 
pkg/deco.py:4: in wrapper
    check(lambda: k not in pending)
pkg/deco.py:11: in check
    if not predicate():
           ^^^^^^^^^^^
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 

>   check(lambda: k not in pending)
                  ^^^^^^^^^^^^^^^^
E   TypeError: argument of type 'NoneType' is not iterable

pkg/deco.py:4: TypeError`;

describe("pythonFrames", () => {
  it("reads the entry of a lambda pytest's long style shows without a def as the lambda's, not the module's", () => {
    expect(
      pythonFrames(PYTEST_LAMBDA).map((frame) => `${frame.file}:${frame.line}:${frame.function}`),
    ).toEqual([
      "tests/test_deco.py:8:test_one",
      "pkg/deco.py:4:wrapper",
      "pkg/deco.py:11:check",
      "pkg/deco.py:4:<lambda>",
    ]);
  });

  it("reads a traceback, most recent call last", () => {
    expect(pythonFrames(TRACEBACK)).toEqual([
      { file: "<string>", line: 1, function: "<module>" },
      { file: "/tmp/tri/py/calc.py", line: 4, function: "add" },
      { file: "/tmp/tri/py/calc.py", line: 2, function: "parse" },
    ]);
  });

  it("reads pytest's long style, taking each function from its def line", () => {
    expect(pythonFrames(PYTEST_LONG)).toEqual([
      { file: "toolz/tests/test_itertoolz.py", line: 259, function: "test_frequencies" },
      { file: "toolz/itertoolz.py", line: 543, function: "frequencies" },
    ]);
  });

  it("reads pytest's short style and skips frames it cannot place", () => {
    expect(
      pythonFrames(PYTEST_COLLECTION).map((frame) => `${frame.file}:${frame.function}`),
    ).toEqual([
      "toolz/__init__.py:<module>",
      "toolz/itertoolz.py:<module>",
      "toolz/utils.py:<module>",
    ]);
  });
});

// pytest 9 with --doctest-modules, the module docstring of pkg/__init__.py and the docstring of
// pkg.core.double failing: what its JUnit report holds for each.
const DOCTEST_FAILURES = [
  `001 Package.
002 
003 >>> from pkg.core import double
004 >>> double(2)
Expected:
    4
Got:
    5

/tmp/culprits-scratch/doct/pkg/__init__.py:4: DocTestFailure`,
  `002 Twice x.
003 
004     >>> double(3)
Expected:
    6
Got:
    7

/tmp/culprits-scratch/doct/pkg/core.py:4: DocTestFailure`,
];

describe("a doctest's failure", () => {
  it("has no frame: its place is the docstring's example, no function's call", () => {
    // Read as a frame, it was blamed on `pkg/__init__.py:<module>`, a name no source holds.
    for (const text of DOCTEST_FAILURES) expect(pythonFrames(text)).toEqual([]);
  });
});
