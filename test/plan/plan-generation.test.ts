import { execFileSync } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlanReport, planReportSchema } from "../../src/results/plan-report.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { promptOf } from "../fix/support/scenario.js";
import { commitAllOnMain } from "../support/commit-all.js";
import { bodyCheckScript, GREETER_SERVER, greeterConfig } from "../support/greeter-service.js";
import { freePort } from "../support/net.js";
import { type CliRun, runCli } from "../support/run-cli.js";
import {
  callTool,
  type RecordedRequest,
  type ScriptedModel,
  say,
  sessionScript,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";

// `fix-loop plan` end to end: the real claude binary, a scripted model that writes the scripts,
// a small HTTP service. Four plan entries in two tiers; then the plan changes and plan runs again.

const PLAN = `# Beta test plan

## BT-001: Health answers ok
Tier: smoke
Requires: api
Call GET /health.
Expected: the body is "ok".

## BT-002: Greeting names the visitor
Tier: smoke
Requires: api
Call GET /hello?name=Ada.
Expected: the body is "hello, Ada".

## BT-003: Counter starts at zero
Tier: features
Requires: api
Call GET /count on a fresh service.
Expected: the body is "0".

## BT-004: Unknown paths are refused
Call GET /nope.
Expected: status 404.
`;

const ADDED = `
## BT-005: Health answers quickly
Tier: smoke
Requires: api
Expected: GET /health answers within a second.
`;

/** A script that asks the service for a path and compares the body, as a good model writes it. */
function bodyCheck(
  id: string,
  tier: string,
  title: string,
  route: string,
  body: string,
  port: number,
) {
  return bodyCheckScript({ id, tier, title, route, body, port });
}

function writeScripts(root: string, files: Record<string, string>, more = "") {
  const names = Object.keys(files);
  return [
    ...names.map((name) =>
      callTool("Write", { file_path: path.join(root, name), content: files[name] }),
    ),
    callTool("Bash", {
      command: `chmod +x ${names.join(" ")}${more}`,
      description: "make them executable",
    }),
    say("The scripts are written."),
  ];
}

let root: string;
let port: number;
let model: ScriptedModel;
const sessions: RecordedRequest[][] = [];
let first: CliRun;
let firstReport: PlanReport;
let verifyPending: CliRun;
let accept: CliRun;
let verifyAccepted: CliRun;
let verifyResults: Results;
let second: CliRun;
let secondReport: PlanReport;
let statusAfterPlan: string;
let serverAfterSecond: string;
let forced: CliRun;
let forcedReport: PlanReport;
let scriptAfterPlan: string;
let reviewAfterPlan: string;

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const cli = (...args: string[]) =>
  runCli([...args, "-C", root], { env: { ...model.env, PORT: String(port) } });

beforeAll(async () => {
  port = await freePort();
  root = await createTempProject({
    "package.json": '{ "name": "greeter", "type": "module" }\n',
    "server.js": GREETER_SERVER,
    "PLAN.md": PLAN,
    ".github/fix-loop.yml": greeterConfig(
      { api: { port } },
      { smoke: "tests/smoke/*.sh", features: "tests/features/*.sh" },
    ),
    "tests/smoke/ops-1-up.sh": bodyCheck("OPS-1", "smoke", "service is up", "/health", "ok", port),
  });
  commitAllOnMain(root, "greeter");

  const file = (name: string) => name;
  // BT-002's script, written on the first run and again on the third (with --force).
  const helloScript = () =>
    bodyCheck("BT-002", "smoke", "Greeting", "/hello?name=Ada", "hello, Ada", port);
  model = await startScriptedModel(
    sessionScript(
      [
        writeScripts(root, {
          [file("tests/smoke/bt-001-health.sh")]: bodyCheck(
            "BT-001",
            "smoke",
            "Health answers ok",
            "/health",
            "ok",
            port,
          ),
          [file("tests/smoke/bt-002-hello.sh")]: helloScript(),
        }),
        writeScripts(root, {
          "tests/features/bt-003-count.sh": bodyCheck(
            "BT-003",
            "features",
            "Counter",
            "/count",
            "0",
            port,
          ),
        }),
        // BT-004 names no tier: this session chooses one. The script checks nothing.
        writeScripts(root, {
          "tests/features/bt-004-nope.sh": scriptTest(
            {
              id: "BT-004",
              title: "Unknown paths",
              tier: "features",
              requires: "api",
              timeout: 10,
            },
            'echo "PASS: looks fine"\nexit 0',
          ),
        }),
        // The second run: asked for BT-005, it writes a script for an id the plan does not have,
        // and changes the service on the way.
        writeScripts(
          root,
          {
            "tests/smoke/bt-050-fast.sh": bodyCheck(
              "BT-050",
              "smoke",
              "Fast health",
              "/health",
              "ok",
              port,
            ),
          },
          " && echo '// faster' >> server.js",
        ),
        // The third run, with --force: BT-002 (changed) is written again and BT-005 at last, in
        // the one session of their tier.
        writeScripts(root, {
          "tests/smoke/bt-002-hello.sh": helloScript(),
          "tests/smoke/bt-005-fast.sh": bodyCheck(
            "BT-005",
            "smoke",
            "Fast health",
            "/health",
            "ok",
            port,
          ),
        }),
      ],
      sessions,
    ),
  );

  first = await cli("plan", "PLAN.md", "--json", ".fix-loop/plan.json");
  firstReport = planReportSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/plan.json"), "utf8")),
  );
  statusAfterPlan = git("status", "--porcelain");
  scriptAfterPlan = await readFile(path.join(root, "tests/smoke/bt-001-health.sh"), "utf8");
  reviewAfterPlan = await readFile(path.join(root, ".fix-loop/plan-review.md"), "utf8");
  verifyPending = await cli("verify");
  accept = await cli("plan", "--accept", "BT-001,BT-002,BT-003");
  verifyAccepted = await cli("verify");
  verifyResults = resultsSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
  );
  await writeFile(
    path.join(root, "PLAN.md"),
    PLAN.replace('the body is "hello, Ada"', "the body is hello, Ada") + ADDED,
  );
  second = await cli("plan", "PLAN.md", "--json", ".fix-loop/plan.json");
  secondReport = planReportSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/plan.json"), "utf8")),
  );
  serverAfterSecond = await readFile(path.join(root, "server.js"), "utf8");
  await rm(path.join(root, "tests/smoke/bt-050-fast.sh"));
  forced = await cli("plan", "PLAN.md", "--force", "--json", ".fix-loop/plan.json");
  forcedReport = planReportSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/plan.json"), "utf8")),
  );
}, 120_000);

afterAll(async () => {
  await model?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const byId = (report: PlanReport, id: string) => report.tests.find((test) => test.id === id);

describe("fix-loop plan PLAN.md (the real claude binary, a scripted model)", () => {
  it("fills a tier whose folder is still empty, and runs one session per tier, each given its entries, the services, the contract and examples", () => {
    expect(first.stderr).toBe("");
    expect(sessions.slice(0, 3).map((session) => session.length > 0)).toEqual([true, true, true]);
    const smoke = promptOf(sessions[0]);
    expect(smoke).toContain('Tier "smoke": write the scripts in tests/smoke/');
    expect(smoke).toContain(`PLAN-HASH: ${byId(firstReport, "BT-001")?.planHash}`);
    expect(smoke).toContain(`- api: http://127.0.0.1:${port}/health`);
    expect(smoke).toContain("### BT-002 - Greeting names the visitor");
    expect(smoke).not.toContain("BT-003");
    expect(smoke).toContain("# TEST: OPS-1 - service is up");
    expect(promptOf(sessions[1])).toContain("### BT-003 - Counter starts at zero");
    const untiered = promptOf(sessions[2]);
    expect(untiered).toContain("These entries name no tier: choose one for each");
    expect(untiered).toContain("- features: tests/features/ (glob tests/features/*.sh)");
    expect(untiered).toContain("Requires: (choose from the services above)");
    expect(untiered).toContain("### BT-004 - Unknown paths are refused");
  });

  it("keeps the three good scripts for review and refuses the one that passes against a dead service", async () => {
    expect(first.code, first.stdout).toBe(1);
    expect(firstReport.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-001", "pending"],
      ["BT-002", "pending"],
      ["BT-003", "pending"],
      ["BT-004", "refused"],
    ]);
    expect(byId(firstReport, "BT-004")?.reasons).toEqual([
      "it passes with api stopped: it checks nothing",
    ]);
    expect(byId(firstReport, "BT-001")).toMatchObject({
      live: { exitCode: 0, summary: ["PASS: /health answers ok"] },
      dead: {
        exitCode: 1,
        stopped: ["api"],
        summary: [
          "FAIL: /health did not answer ok",
          expect.stringMatching(/^EVIDENCE: got: curl: \(7\)/),
        ],
      },
    });
    expect(scriptAfterPlan.split("\n").slice(0, 3)).toEqual([
      "#!/usr/bin/env bash",
      `# PLAN-HASH: ${byId(firstReport, "BT-001")?.planHash}`,
      "# REVIEW: pending - fix-loop plan --accept",
    ]);
    expect(await readFile(path.join(root, "tests/features/bt-004-nope.sh"), "utf8")).toContain(
      "# REVIEW: refused (it passes with api stopped: it checks nothing)",
    );
    const review = reviewAfterPlan;
    expect(review).toContain("### `BT-004` - `Unknown paths` (`tests/features/bt-004-nope.sh`)");
    expect(review).toContain("- with api stopped: exit 0");
    expect(review).toContain('- checks: `the body is "ok".`');
    expect(first.stdout).toContain("3 generated test(s) wait for review, 1 refused, 0 missing.");
  });

  it("writes the scripts into the tree uncommitted", () => {
    expect(statusAfterPlan.split("\n").filter(Boolean).sort()).toEqual([
      "?? .fix-loop/",
      "?? tests/features/",
      "?? tests/smoke/bt-001-health.sh",
      "?? tests/smoke/bt-002-hello.sh",
    ]);
  });

  it("verify does not run them until accepted, says so, then runs the accepted ones green", () => {
    expect(verifyPending.code, verifyPending.stdout).toBe(0);
    expect(verifyPending.stdout).toMatch(/4 generated tests wait for review and do not run/);
    expect(verifyPending.stdout).not.toContain("BT-001");
    expect(accept.code, accept.stderr).toBe(0);
    expect(accept.stdout).toMatch(/^accepted 3: .*tests\/features\/bt-003-count\.sh/);
    expect(verifyAccepted.code, verifyAccepted.stdout).toBe(0);
    expect(verifyResults.tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["BT-001", "passed"],
      ["BT-002", "passed"],
      ["BT-003", "passed"],
      ["OPS-1", "passed"],
    ]);
    expect(verifyAccepted.stdout).toMatch(/1 generated test waits for review/);
  });

  it("again after the plan changed: only the new entry is generated, a changed one is kept, and an invented and a missing id are reported", () => {
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    expect(promptOf(sessions[3])).toContain("### BT-005 - Health answers quickly");
    expect(promptOf(sessions[3])).not.toContain("### BT-001");
    // The changed entry of the same tier is kept, not given to its tier's session.
    expect(promptOf(sessions[3])).not.toContain("### BT-002");
    expect(second.code).toBe(1);
    expect(secondReport.unchanged).toEqual(["BT-001", "BT-003", "BT-004"]);
    expect(secondReport.kept).toEqual([{ id: "BT-002", file: "tests/smoke/bt-002-hello.sh" }]);
    expect(secondReport.missing).toEqual([{ id: "BT-005", title: "Health answers quickly" }]);
    expect(secondReport.tests).toMatchObject([
      {
        id: "BT-050",
        status: "refused",
        reasons: [
          "invented: the plan has no test BT-050",
          "its session also changed other files (undone): server.js",
        ],
      },
    ]);
    expect(serverAfterSecond).toBe(GREETER_SERVER);
    expect(second.stdout).toContain(
      "## Missing (no script was written)\n\n- `BT-005` - `Health answers quickly`",
    );
  });

  it("with --force writes a changed entry's script again", async () => {
    expect(forced.code, forced.stdout).toBe(0);
    expect(sessions).toHaveLength(5);
    expect(promptOf(sessions[4])).toContain("the body is hello, Ada.");
    expect(promptOf(sessions[4])).toContain("### BT-005 - Health answers quickly");
    expect(forcedReport.unchanged).toEqual(["BT-001", "BT-003", "BT-004"]);
    expect(forcedReport.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-002", "pending"],
      ["BT-005", "pending"],
    ]);
    const script = await readFile(path.join(root, "tests/smoke/bt-002-hello.sh"), "utf8");
    expect(script).toContain(`# PLAN-HASH: ${byId(forcedReport, "BT-002")?.planHash}`);
    expect(byId(forcedReport, "BT-002")?.planHash).not.toBe(byId(firstReport, "BT-002")?.planHash);
  });
});
