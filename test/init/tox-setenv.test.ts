import { describe, expect, it } from "vitest";
import { toxSetenv } from "../../src/init/tox-setenv.js";

// cachetools' tox.ini, with a few more forms tox takes.
const TOX = `[tox]
envlist = check-manifest,docs,py

[testenv]
deps =
    pytest
setenv =
    THREADING_TESTS = 1
    TMPDIR = {envtmpdir}
    PYTHONPATH = src
    LANG=C.UTF-8  # for the locale tests
commands =
    py.test --basetemp={envtmpdir} {posargs}

[testenv:docs]
setenv =
    SPHINX = 1
`;

describe("tox's setenv", () => {
  it("gives the test environment's variables, less what tox fills in and PYTHONPATH", () => {
    expect(toxSetenv(TOX)).toEqual({ THREADING_TESTS: "1", LANG: "C.UTF-8" });
  });

  it("takes a value on the setenv line itself, and nothing without a tox.ini", () => {
    expect(toxSetenv("[testenv]\nsetenv = CI_MODE=1\ncommands = pytest\n")).toEqual({
      CI_MODE: "1",
    });
    expect(toxSetenv(null)).toEqual({});
  });
});
