import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseCliArgs, UsageError } from "../../src/cli/args.js";
import { pushEvent, runActionInProcess } from "../action/support/run-action.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject, type ProjectFiles, scriptTest } from "../support/temp-project.js";

/**
 * Every user mistake the README, `fix-loop --help`, action.yml and the config errors document,
 * walked through both faces: the CLI exits 2 and the Action fails the step, each with a message
 * that says what to change, and neither shows a stack trace or calls it a fix-loop bug.
 *
 * A mistake the Action meets in the same code as the CLI (the config's loader, the test scripts'
 * discovery, fix's options) has its message asserted through the Action, in this process; the
 * CLI starts once for each such code path, with the mistakes that keep a `cli` below (no config,
 * a --config path, several config mistakes; scripts that cannot run; fix outside git, a
 * FIX_LOOP_CLAUDE that is not one), since the CLI prints that same error's message after
 * `fix-loop: `. A mistake only the CLI can make starts it each time.
 */
interface Mistake {
  what: string;
  /** The project; default a valid config with one passing script, committed to git. */
  files?: ProjectFiles;
  /** Default true. */
  git?: boolean;
  cli?: { args: string[]; env?: Record<string, string> };
  /**
   * Refused by the argument parser, before any command runs: the first such mistake starts the
   * CLI, and each one's message is asserted from the parser in this process (the CLI prints the
   * same message after `fix-loop: `).
   */
  argument?: true;
  action?: { inputs: Record<string, string>; env?: Record<string, string> };
  says: RegExp;
  /** Files the refused run must not have created (a service that must never have started). */
  neverCreated?: string[];
}

const CONFIG = ".github/fix-loop.yml";
const VALID: ProjectFiles = {
  [CONFIG]: "tiers:\n  - name: smoke\n    tests: t/*.sh\n",
  "t/a.sh": scriptTest({ id: "BT-001" }, "exit 0"),
};
const withConfig = (config: string, files: ProjectFiles = {}): ProjectFiles => ({
  ...VALID,
  [CONFIG]: config,
  ...files,
});
/** A JUnit tier: which ids it has is known only once its command ran. */
const JUNIT: ProjectFiles = {
  [CONFIG]:
    "tiers:\n  - name: unit\n    command: node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml test/\n    junit: reports/junit.xml\n",
  "test/sum.test.js":
    'import test from "node:test";\ntest("BT-101 adds", () => {});\ntest("BT-102 subtracts", () => {});\n',
};
/** A preflight that fails and a service that leaves a mark when it starts. */
const GATED = withConfig(
  'preflight:\n  env: [FIX_LOOP_NEVER_SET_7F3A]\nservices:\n  api:\n    start: touch service-started && sleep 30\n    health: "cmd: test -f service-started"\ntiers:\n  - name: smoke\n    tests: t/*.sh\n',
);
const FIX = { mode: "fix", "anthropic-api-key": "sk-ant-api03-never-used-0000" };
const CLAUDE = path.resolve(import.meta.dirname, "../../node_modules/.bin/claude");

const MISTAKES: Mistake[] = [
  // The command line (fix-loop --help).
  {
    what: "an unknown command",
    argument: true,
    cli: { args: ["frobnicate"] },
    says: /unknown command "frobnicate": use verify, fix, plan or init/,
  },
  {
    what: "an unknown option",
    argument: true,
    cli: { args: ["verify", "--bogus"] },
    says: /'--bogus'/,
  },
  {
    what: "a plan with a duplicate id",
    files: { ...VALID, "PLAN.md": "## BT-1: a\nExpected: x\n\n## BT-1: b\nExpected: y\n" },
    cli: { args: ["plan", "PLAN.md"] },
    says: /PLAN\.md:4: duplicate test id BT-1 \(first at line 1\): give each test its own id/,
  },
  {
    what: "a plan with a malformed id",
    files: { ...VALID, "PLAN.md": "# Plan\n\n## bt-7: lower case\nExpected: x\n" },
    cli: { args: ["plan", "PLAN.md"] },
    says: /PLAN\.md:3: "bt-7" is not a test id: ids are capital letters, a hyphen and digits/,
  },
  {
    what: "a plan entry naming a tier the config does not declare",
    files: { ...VALID, "PLAN.md": "# Plan\n\n## BT-2: greeting\nTier: smoek\nExpected: x\n" },
    cli: { args: ["plan", "PLAN.md"] },
    says: /PLAN\.md:3: BT-2 names tier smoek, which the config does not declare \(did you mean smoke\?\) \(tiers: smoke\)/,
  },
  {
    what: "a plan entry requiring a service the config does not declare",
    files: { ...VALID, "PLAN.md": "## BT-3: greeting\nRequires: api\nExpected: x\n" },
    cli: { args: ["plan", "PLAN.md"] },
    says: /PLAN\.md:1: BT-3 requires api, which the config does not declare under services: \(services: none\)/,
  },
  {
    what: "a plan file that does not exist",
    cli: { args: ["plan", "NOPE.md"] },
    says: /cannot read the plan NOPE\.md \(ENOENT\): give its path relative to the project root/,
  },
  {
    what: "plan without a plan file",
    cli: { args: ["plan"] },
    says: /fix-loop plan needs the plan file \(fix-loop plan PLAN\.md\) or --accept ID/,
  },
  {
    what: "accepting a test that does not wait for review",
    cli: { args: ["plan", "--accept", "BT-009"] },
    says: /no generated test BT-009 waits for review \(waiting: none\)/,
  },
  {
    what: "an option of another command",
    argument: true,
    cli: { args: ["verify", "--commit"] },
    says: /--commit does not apply to verify/,
  },
  {
    what: "an argument too many",
    argument: true,
    cli: { args: ["verify", "extra"] },
    says: /unexpected argument "extra" after verify/,
  },
  {
    what: "max attempts that are not a whole number of 1 or more",
    argument: true,
    cli: { args: ["fix", "--max-attempts", "0"] },
    action: { inputs: { ...FIX, "max-attempts": "0" } },
    says: /max-attempts.*"0"/,
  },
  {
    what: "a budget that is not an amount",
    argument: true,
    cli: { args: ["fix", "--budget-usd", "free"] },
    action: { inputs: { ...FIX, "budget-usd": "free" } },
    says: /budget-usd.*"free"/,
  },
  {
    what: "an agent user that does not exist",
    action: {
      inputs: { ...FIX, "agent-user": "no-such-user-7f3a" },
      env: { FIX_LOOP_CLAUDE: CLAUDE },
    },
    says: /agent user "no-such-user-7f3a" does not exist on this machine/,
  },
  {
    what: "a results path in a folder that cannot be created",
    cli: { args: ["verify", "--json", "/proc/fix-loop-nowhere/results.json"] },
    says: /cannot write results to \/proc\/fix-loop-nowhere\/results\.json.*give --json a path in a writable folder/,
  },
  {
    what: "a test id that no test has",
    cli: { args: ["verify", "--tests", "BT-999"] },
    action: { inputs: { tests: "BT-999" } },
    says: /no test has the id "BT-999".*: pass an id as verify prints it, its alias \(the T- and four characters printed beside it\), or a script's TEST header id or file name \(fix-loop verify --verbose lists every test\)/,
  },
  {
    what: "a test id a JUnit tier does not run (known only after its run)",
    files: JUNIT,
    cli: { args: ["verify", "--tests", "BT-999"] },
    action: { inputs: { tests: "BT-999" } },
    says: /no test has the id "BT-999" \(nearest: BT-101 \[T-\w{4}\], BT-102 \[T-\w{4}\]\): pass an id as verify prints it, its alias \(the T- and four characters printed beside it\), or the test runner's own id \(/,
  },
  {
    what: "a group's alias where a test is wanted",
    cli: { args: ["verify", "--tests", "G-BBCA"] },
    action: { inputs: { tests: "G-BBCA" } },
    says: /G-BBCA is a group's alias, and --tests takes tests .*: fix-loop fix --groups G-BBCA fixes that group/,
  },
  {
    what: "a misspelled option",
    argument: true,
    cli: { args: ["verify", "--test", "BT-001"] },
    says: /Unknown option '--test': did you mean --tests\?/,
  },
  {
    what: "a tier name the config does not have, before preflight and services",
    files: GATED,
    cli: { args: ["verify", "--tier", "nope"] },
    says: /no tier named "nope"; the config has smoke/,
    neverCreated: ["service-started"],
  },
  {
    what: "init over existing files without --force",
    cli: { args: ["init"] },
    says: /already exist.*pass --force to overwrite/,
  },
  // The Action's inputs (action.yml).
  {
    what: "an unknown mode",
    action: { inputs: { mode: "repair" } },
    says: /input mode: "repair" is not a mode; use verify, fix, check, publish or plan/,
  },
  {
    what: "a flag that is not a boolean",
    action: { inputs: { draft: "maybe" } },
    says: /input draft: "maybe" is not a boolean; use true or false/,
  },
  {
    what: "a sha that is not a commit id",
    action: { inputs: { sha: "main" } },
    says: /input sha: "main" is not a commit id/,
  },
  {
    what: "an artifact name GitHub refuses",
    action: { inputs: { "artifact-name": "results/v1" } },
    says: /input artifact-name: artifact names cannot hold/,
  },
  {
    what: "groups that are neither a list nor a JSON array of strings",
    action: { inputs: { groups: "[1, 2]" } },
    says: /input groups: "\[1, 2\]" is not a JSON array of strings/,
  },
  {
    what: "a sha that is not the commit checked out",
    action: { inputs: { sha: "deadbeefcafe0000000000000000000000000000" } },
    says: /refusing to run: HEAD is [0-9a-f]{40} but the sha input pins deadbeefcafe0{28}/,
  },
  {
    what: "a pinned sha without a git checkout",
    git: false,
    action: { inputs: { sha: "deadbeefcafe0000000000000000000000000000" } },
    says: /the sha input pins commit deadbeefcafe0{28}, but the working directory is not a git checkout/,
  },
  {
    what: "fix mode without an Anthropic API key",
    action: { inputs: { mode: "fix" } },
    says: /fix mode needs an Anthropic API key/,
  },
  // The config (.github/fix-loop.yml).
  {
    what: "no config file",
    files: { "t/a.sh": VALID["t/a.sh"] ?? "" },
    cli: { args: ["verify"] },
    action: { inputs: {} },
    says: /fix-loop\.yml has 1 problem:\n {2}file not found: run `fix-loop init`/,
  },
  {
    what: "a config path that does not exist",
    cli: { args: ["verify", "--config", "ci/fix-loop.yml"] },
    action: { inputs: { config: "ci/fix-loop.yml" } },
    says: /ci\/fix-loop\.yml has 1 problem:\n {2}file not found/,
  },
  {
    what: "invalid YAML",
    files: withConfig("tiers: [\n"),
    action: { inputs: {} },
    says: /line \d+: invalid YAML/,
  },
  {
    what: "a config that is not a mapping",
    files: withConfig("- tiers\n"),
    action: { inputs: {} },
    says: /line 1: the config must be a YAML mapping/,
  },
  {
    what: "a misspelled key",
    files: withConfig("tiers:\n  - name: smoke\n    gaet: hard\n    tests: t/*.sh\n"),
    action: { inputs: {} },
    says: /line 3, tiers\[0\]\.gaet: unknown key "gaet" \(did you mean "gate"\?\)/,
  },
  {
    what: "a value the key does not take",
    files: withConfig("tiers:\n  - name: smoke\n    gate: maybe\n    tests: t/*.sh\n"),
    action: { inputs: {} },
    says: /line 3, tiers\[0\]\.gate: /,
  },
  {
    what: "a tier env: that sets a variable fix-loop talks to its hooks through",
    files: withConfig(
      "tiers:\n  - name: smoke\n    tests: t/*.sh\n    env:\n      NODE_ENV: test\n      FIX_LOOP_COVERAGE_OUT: /tmp/x\n",
    ),
    action: { inputs: {} },
    says: /line 6, tiers\[0\]\.env\.FIX_LOOP_COVERAGE_OUT: FIX_LOOP_COVERAGE_OUT is fix-loop's own: it sets it to reach its hooks in the runner; leave it out/,
  },
  {
    what: "several mistakes, listed in the file's order",
    files: withConfig(
      "preflght: {}\ntiers:\n  - name: smoke\n    tests: t/*.sh\n    gate: maybe\n    junti: r.xml\n",
    ),
    cli: { args: ["verify"] },
    action: { inputs: {} },
    says: /has 3 problems:\n {2}line 1, preflght: .*\n {2}line 5, tiers\[0\]\.gate: .*\n {2}line 6, tiers\[0\]\.junti: /,
  },
  {
    what: "a value of the wrong type (a string where a list goes), which is not a missing one",
    files: withConfig(
      "preflight:\n  env: DATABASE_URL\ntiers:\n  - name: smoke\n    tests: t/*.sh\n",
    ),
    action: { inputs: {} },
    says: /line 2, preflight\.env: .*expected array, received string/,
  },
  // The test scripts.
  {
    what: "a tier glob that matches nothing",
    files: withConfig("tiers:\n  - name: smoke\n    tests: nowhere/*.sh\n"),
    action: { inputs: {} },
    says: /nowhere\/\*\.sh/,
  },
  {
    what: "scripts that cannot run: duplicate ids, no shebang",
    files: withConfig("tiers:\n  - name: smoke\n    tests: t/*.sh\n", {
      "t/b.sh": scriptTest({ id: "BT-001" }, "exit 0"),
      "t/c.sh": "echo no shebang\n",
    }),
    cli: { args: ["verify"] },
    action: { inputs: {} },
    says: /problems with the test scripts:[\s\S]*BT-001[\s\S]*t\/c\.sh/,
  },
  {
    what: "a script that requires a service the config does not declare",
    files: withConfig("tiers:\n  - name: smoke\n    tests: t/*.sh\n", {
      "t/a.sh": scriptTest({ id: "BT-001", requires: "redis" }, "exit 0"),
    }),
    action: { inputs: {} },
    says: /t\/a\.sh: REQUIRES names "redis", but services: declares no services/,
  },
  // fix (src/fix/options.ts promises exit 2 for these).
  {
    what: "a strategy that is not a step of the ladder",
    action: { inputs: { ...FIX, strategy: "turbo" } },
    says: /unknown strategy "turbo": the ladder is local, web, deep/,
  },
  {
    what: "fix outside a git repository",
    git: false,
    cli: { args: ["fix"] },
    action: { inputs: FIX },
    says: /fix mode needs a git repository at .*Run `git init`/,
  },
  {
    what: "a group id that is not one",
    action: { inputs: { ...FIX, groups: "xyz" } },
    says: /"xyz" is not a group id: use the 12 hex digits of groups\[\]\.id/,
  },
  {
    what: "a strategy prompt file that does not exist",
    files: withConfig(
      "tiers:\n  - name: smoke\n    tests: t/*.sh\nfix:\n  strategies:\n    - { name: local, prompt: briefs/local.md }\n",
    ),
    action: { inputs: FIX },
    says: /fix\.strategies\[0\]\.prompt: cannot read briefs\/local\.md \(ENOENT\)/,
  },
  {
    what: "options with no command before them",
    argument: true,
    cli: { args: ["--tests", "BT-001"] },
    says: /options but no command: put the command first/,
  },
  {
    what: "a FIX_LOOP_CLAUDE that is not an executable",
    cli: { args: ["fix"], env: { FIX_LOOP_CLAUDE: "/nonexistent/claude" } },
    action: { inputs: FIX, env: { FIX_LOOP_CLAUDE: "/nonexistent/claude" } },
    says: /FIX_LOOP_CLAUDE is "\/nonexistent\/claude", but .* is not an executable file/,
  },
];

const STACK_FRAME = /\n\s+at /;
const projects: string[] = [];
afterAll(async () => {
  await Promise.all(projects.map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * Each mistake's project, made once for both faces: a refused run writes no results, and the one
 * that runs a tier first (an id a JUnit tier does not have) only rewrites that tier's report.
 */
const made = new Map<Mistake, Promise<string>>();

function projectFor(mistake: Mistake): Promise<string> {
  const known = made.get(mistake);
  if (known) return known;
  const project = newProject(mistake);
  made.set(mistake, project);
  return project;
}

async function newProject(mistake: Mistake): Promise<string> {
  const dir = await createTempProject(mistake.files ?? VALID, "fix-loop-mistake-");
  projects.push(dir);
  if (mistake.git !== false) {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "project");
  }
  return dir;
}

const firstArgument = MISTAKES.find((m) => m.argument);
const throughCli = MISTAKES.flatMap((m) =>
  m.cli && (!m.argument || m === firstArgument) ? [[m.what, m] as const] : [],
);
const throughParser = MISTAKES.flatMap((m) => (m.argument ? [[m.what, m] as const] : []));
const throughAction = MISTAKES.flatMap((m) => (m.action ? [[m.what, m] as const] : []));

describe.concurrent("a user mistake on the command line", () => {
  it.each(throughCli)("%s: exits 2 and says what to change", async (_what, mistake) => {
    const dir = await projectFor(mistake);
    const cli = mistake.cli as NonNullable<Mistake["cli"]>;
    const run = await runCli([...cli.args, "-C", dir], { cwd: dir, env: cli.env ?? {} });
    expect(run.stderr).toMatch(mistake.says);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/^fix-loop: /);
    expect(run.stderr).not.toMatch(/internal error|please report/);
    expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_FRAME);
    // Refused before any test ran.
    expect(existsSync(path.join(dir, ".fix-loop/results.json"))).toBe(false);
    if (mistake.neverCreated) {
      for (const file of mistake.neverCreated) expect(existsSync(path.join(dir, file))).toBe(false);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/preflight/);
    }
  });
});

describe("a user mistake the argument parser refuses, the CLI having started for the first", () => {
  it.each(throughParser)("%s: says what to change", async (_what, mistake) => {
    const dir = await projectFor(mistake);
    const cli = mistake.cli as NonNullable<Mistake["cli"]>;
    const refused = refusal(() => parseCliArgs([...cli.args, "-C", dir]));
    expect(refused).toBeInstanceOf(UsageError);
    expect(refused.message).toMatch(mistake.says);
  });
});

describe.concurrent("a user mistake in the Action's inputs or the repository", () => {
  it.each(throughAction)("%s: fails the step and says what to change", async (_what, mistake) => {
    const dir = await projectFor(mistake);
    const action = mistake.action as NonNullable<Mistake["action"]>;
    const run = await runActionInProcess({
      workspace: dir,
      inputs: action.inputs,
      event: pushEvent(),
      env: action.env ?? {},
    });
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]).toMatch(mistake.says);
    expect(run.failures[0]).not.toMatch(/unexpectedly|debug logging/);
    expect(run.transcript).not.toMatch(STACK_FRAME);
    expect(existsSync(path.join(dir, ".fix-loop/results.json"))).toBe(false);
    expect(run.outputs).toEqual({});
  });
});

const NOT_THERE = [
  ["no-such-folder/deeper", /the project folder .*no-such-folder\/deeper does not exist: check -C/],
  ["file.txt", /the project folder .*file\.txt is not a folder/],
] as const;

/**
 * The argument parser checks -C for every command before any runs: init, the one that would
 * write where it points, starts the CLI; verify and fix are refused by the same check.
 */
describe.concurrent("a project folder (-C) that is not there", () => {
  async function parent(): Promise<string> {
    const dir = await createTempProject({ "file.txt": "not a folder\n" }, "fix-loop-no-dir-");
    projects.push(dir);
    return dir;
  }

  it("init: exits 2, names the folder, and writes nothing", async () => {
    const cwd = await parent();
    for (const [where, says] of NOT_THERE) {
      const run = await runCli(["init", "-C", where], { cwd });
      expect(run.stderr).toMatch(says);
      expect(run.stderr).toMatch(/^fix-loop: /);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).not.toMatch(/internal error/);
    }
    // init did not make the folder a typo named.
    expect(existsSync(path.join(cwd, "no-such-folder"))).toBe(false);
  });

  it.each([["verify"], ["fix"]])(
    "%s: refused by the same check, naming the folder",
    async (command) => {
      const cwd = await parent();
      for (const [where, says] of NOT_THERE) {
        const refused = refusal(() => parseCliArgs([command, "-C", path.join(cwd, where)]));
        expect(refused).toBeInstanceOf(UsageError);
        expect(refused.message).toMatch(says);
      }
    },
  );
});

/** The error `parse` throws (failing the test when it throws none). */
function refusal(parse: () => unknown): Error {
  try {
    parse();
  } catch (error) {
    return error as Error;
  }
  throw new Error("parsed without refusing");
}
