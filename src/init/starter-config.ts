import { RUNNERS } from "../runners/registry.js";
import type { Runner } from "../runners/runner.js";
import { HOME } from "../workflows/fix-loop-home.js";
import { yamlValue } from "../workflows/yaml-value.js";
import type { JunitTier } from "./test-runner.js";

const HEAD = `# fix-loop configuration: https://github.com/${HOME}/blob/main/docs/configuration.md
# Editors validate this file with schema/fix-loop.schema.json from the fix-loop package.

# Checked before anything else; a failure stops the run with exit code 3.
preflight:
  env: []                # variables that must be set, e.g. [DATABASE_URL]
  files: []              # files that must exist, e.g. [package.json]

# Services the tests need. fix-loop starts the ones with a start command, waits until the
# health probe passes (http://, tcp:// or cmd:), and stops them when it exits.
services: {}
#  api:
#    start: node server.js
#    health: http://127.0.0.1:8787/health
#    timeout: 10s

# Tiers run in order. A failing tier with on-failure: stop keeps later tiers from running;
# with on-failure: continue they still run.
tiers:
`;

const SCRIPT_TIER = `  - name: health
    on-failure: stop
    tests: .fix-loop/tests/tier0_health/*.sh
#  - name: features
#    on-failure: continue
#    command: npx vitest run --reporter=junit --outputFile=reports/junit.xml
#    junit: reports/junit.xml
`;

const DEFAULT_PROTECTED = ["tests/**", ".fix-loop/**", ".github/**"];

/** Where any runner init knows keeps its tests: for a project whose runner init did not find. */
const EVERY_RUNNERS_TEST_PATHS = Object.values(RUNNERS).flatMap((runner: Runner) =>
  runner.init ? [...runner.init.testPaths] : [],
);

/**
 * The fix section; a runner's own test paths join the protected ones, so no fix edits a test.
 * With no runner found, every runner's are: the project has tests init could not place (jest
 * behind kcd-scripts, its tests in src/__tests__), and the agent must not edit them either.
 */
function fixSection(tier: JunitTier | null): string {
  const testPaths = tier ? tier.testPaths : EVERY_RUNNERS_TEST_PATHS;
  const protectedPaths = [...new Set([...testPaths, ...DEFAULT_PROTECTED])];
  return `
# The fix loop (fix-loop fix): attempts per root cause and paths the agent must never edit.
fix:
  max-attempts: 3
  protected: [${protectedPaths.map((glob) => JSON.stringify(glob)).join(", ")}]
`;
}

function junitTierText(tier: JunitTier): string {
  return `  # The project's own tests through ${tier.runner}'s JUnit report (found by fix-loop init).
  - name: tests
    on-failure: continue
    command: ${yamlValue(tier.command)}
    junit: ${tier.junit}
    timeout: 10m                 # the whole command's limit (without it: 60s, as for one test script)
${envLines(tier.env)}#  - name: health
#    on-failure: stop
#    tests: .fix-loop/tests/tier0_health/*.sh
`;
}

/** The tier's env: block, or nothing when the project's test script sets no variable. */
function envLines(env: Readonly<Record<string, string>>): string {
  const entries = Object.entries(env);
  if (entries.length === 0) return "";
  const lines = entries.map(([name, value]) => `      ${name}: ${yamlValue(value)}\n`).join("");
  return `    env:\n${lines}`;
}

/** The commented starter config: a JUnit tier for the runner found, or an example script tier. */
export function starterConfig(tier: JunitTier | null): string {
  return `${HEAD}${tier ? junitTierText(tier) : SCRIPT_TIER}${fixSection(tier)}`;
}
