import type { JunitTestRef } from "../junit/command-line.js";
import type { RetryHooks } from "../junit/runner-retry.js";
import { hookVariables } from "../process/hook-variables.js";
import type { CoverageTap } from "../triage/spectrum/coverage-runner.js";
import { pytestCallsTap } from "../triage/spectrum/pytest-coverage.js";
import { FIRST_RUN_CONTRAST } from "./in-run-coverage.js";
import { PYTEST_RETRY_PLUGIN } from "./pytest-retry-plugin.js";
import type { TapContext } from "./runner.js";

/**
 * pytest retries a failing test in its first run through a plugin of ours
 * (pytest-retry-plugin.ts), which spares the second pytest start the engine's re-run costs
 * (1.6-1.9 s on sortedcontainers and sqlparse). pytest has no reporter option to add it to: it
 * comes in as the coverage plugin does, on PYTHONPATH and named in PYTEST_ADDOPTS (hook
 * variables, so a command that sets either itself keeps it). A command that asks
 * pytest-rerunfailures for `--reruns` is left alone; the plugin steps aside by itself where
 * another retry plugin is loaded or xdist runs the tests, and a command can turn it off with
 * `-p no:fixloop_retry`: the engine then re-runs the failures as before.
 */
export function pytestRetry(runnerId: (ref: JunitTestRef) => string | null): RetryHooks {
  return {
    reporters: null,
    retryOption: "--reruns",
    files: { "fixloop_retry.py": PYTEST_RETRY_PLUGIN },
    args: () => [],
    env: (folder, env) =>
      hookVariables(env, { PYTHONPATH: folder, PYTEST_ADDOPTS: "-p fixloop_retry" }),
    // The plugin names a test by its node id after the file ("TestY::test_z[1]"): a class's
    // test and a function of one name in one file stay apart.
    recordNames(ref) {
      const id = runnerId(ref);
      return id?.includes("::") ? [id.slice(id.indexOf("::") + 2)] : [ref.name];
    },
    fileOf: doctestTextFile,
  };
}

/**
 * The text file a doctest of one is (`--doctest-glob='*.rst'`: one item, the file), which its
 * report names only as its classname, dotted ("docs.guide.rst" > "guide.rst" for
 * docs/guide.rst); null for any other test.
 */
export function doctestTextFile(ref: JunitTestRef): string | null {
  if (!/^[^/\\]+\.(?!py$)[A-Za-z0-9]+$/.test(ref.name)) return null;
  if (ref.classname === ref.name) return ref.name;
  if (!ref.classname.endsWith(`.${ref.name}`)) return null;
  return `${ref.classname.slice(0, -ref.name.length - 1).replaceAll(".", "/")}/${ref.name}`;
}

/**
 * Coverage on the first run, taken by the retry plugin (no plugin of its own to load): the
 * failures' retries and the contrast after each file's first failure. Null without retries.
 */
export async function pytestFirstRunTap(
  context: TapContext,
  retries: number,
): Promise<CoverageTap | null> {
  if (retries < 1) return null;
  return pytestCallsTap(context, async () => ({}), {
    FIXLOOP_COVERAGE_FROM: "failure",
    FIXLOOP_COVERAGE_LIMIT: String(FIRST_RUN_CONTRAST),
  });
}
