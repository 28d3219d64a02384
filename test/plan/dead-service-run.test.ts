import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlanReport, planReportSchema } from "../../src/results/plan-report.js";
import { commitAllOnMain } from "../support/commit-all.js";
import { bodyCheckScript, GREETER_SERVER, greeterConfig } from "../support/greeter-service.js";
import { freePort } from "../support/net.js";
import { type CliRun, runCli } from "../support/run-cli.js";
import {
  callTool,
  type ScriptedModel,
  say,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { createTempProject } from "../support/temp-project.js";

// The dead-service run of `fix-loop plan` stops exactly the services a script's REQUIRES names,
// every other one live: two real services (api and db, the same tiny HTTP server on two ports),
// the real claude binary, a scripted model writing three scripts in one session.
//
// The project is laid out as docs/configuration.md and the demo lay it out (scripts under
// .fix-loop/tests/tier*/, BT-001's header naming its tier by number), and the same session also
// writes over an existing script of another tier: a proof of its own, meeting none of the above.

const PLAN = `# Two services

## BT-001: api health answers ok
Tier: smoke
Requires: api
Expected: GET /health on api answers "ok".

## BT-002: api greets the visitor
Tier: smoke
Requires: api
Expected: GET /hello?name=Ada on api answers "hello, Ada".

## BT-003: db counter starts at zero
Tier: smoke
Requires: db
Expected: GET /count on db answers "0".
`;

let root: string;
let ports: { api: number; db: number };
let startLog: string;
let model: ScriptedModel;
let run: CliRun;
let report: PlanReport;
let review: string;
let portsAfter: { api: boolean; db: boolean };
let existing: string;

const EXISTING = ".fix-loop/tests/tier0_health/ops-1-up.sh";
const SMOKE = ".fix-loop/tests/tier1_smoke";

async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

beforeAll(async () => {
  ports = { api: await freePort(), db: await freePort() };
  const service = (name: "api" | "db") => ({
    port: ports[name],
    start: `echo ${name} >> "$START_LOG" && exec node server.js`,
    env: { PORT: String(ports[name]) },
  });
  existing = bodyCheckScript({
    ...{ id: "OPS-1", tier: "0", title: "service is up", route: "/health", body: "ok" },
    port: ports.api,
  });
  root = await createTempProject({
    "package.json": '{ "name": "two-services", "type": "module" }\n',
    "server.js": GREETER_SERVER,
    "PLAN.md": PLAN,
    ".github/fix-loop.yml": greeterConfig(
      { api: service("api"), db: service("db") },
      { health: ".fix-loop/tests/tier0_health/*.sh", smoke: `${SMOKE}/*.sh` },
    ),
    [EXISTING]: existing,
  });
  // Outside the project: a line per start of a service, so the tree stays as the scripts found it.
  startLog = `${root}.starts`;
  await writeFile(startLog, "", { mode: 0o666 });
  commitAllOnMain(root, "two services");

  const scripts = {
    // `# TIER: 1`: the smoke tier by its number.
    [`${SMOKE}/bt-001-health.sh`]: bodyCheckScript({
      ...{ id: "BT-001", tier: "1", title: "api health", route: "/health", body: "ok" },
      port: ports.api,
    }),
    // It says it requires api, but asks db: with api stopped it still passes.
    [`${SMOKE}/bt-002-hello.sh`]: bodyCheckScript({
      ...{ id: "BT-002", tier: "smoke", title: "api greets", route: "/hello?name=Ada" },
      body: "hello, Ada",
      port: ports.db,
    }),
    [`${SMOKE}/bt-003-count.sh`]: bodyCheckScript({
      ...{ id: "BT-003", tier: "smoke", title: "db counter", route: "/count", body: "0" },
      port: ports.db,
      requires: "db",
    }),
  };
  const names = Object.keys(scripts) as (keyof typeof scripts)[];
  model = await startScriptedModel([
    // Over an existing script of another tier: never kept.
    callTool("Write", {
      file_path: path.join(root, EXISTING),
      content: "#!/bin/sh\nexit 0\n",
    }),
    ...names.map((name) =>
      callTool("Write", { file_path: path.join(root, name), content: scripts[name] }),
    ),
    callTool("Bash", { command: `chmod +x ${names.join(" ")}`, description: "executable" }),
    say("The scripts are written."),
  ]);
  run = await runCli(["plan", "PLAN.md", "--json", ".fix-loop/plan.json", "-C", root], {
    env: { ...model.env, START_LOG: startLog },
  });
  report = planReportSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/plan.json"), "utf8")),
  );
  review = await readFile(path.join(root, ".fix-loop/plan-review.md"), "utf8");
  portsAfter = { api: await answers(ports.api), db: await answers(ports.db) };
}, 90_000);

afterAll(async () => {
  await model?.close();
  if (root) await rm(root, { recursive: true, force: true });
  if (startLog) await rm(startLog, { force: true });
});

const byId = (id: string) => report.tests.find((test) => test.id === id);

describe("the dead-service run stops a script's REQUIRES and nothing else", () => {
  it("refuses a script that requires api but checks db, which stayed live while api was stopped", () => {
    expect(run.stderr).toBe("");
    expect(run.code, run.stdout).toBe(1);
    expect(byId("BT-002")).toMatchObject({
      status: "refused",
      reasons: ["it passes with api stopped: it checks nothing"],
      dead: {
        exitCode: 0,
        stopped: ["api"],
        summary: ["PASS: /hello?name=Ada answers hello, Ada"],
      },
    });
    expect(review).toContain("- with api stopped: exit 0");
  });

  it("accepts the good scripts, each failing with exactly its own services stopped", () => {
    expect(report.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-001", "pending"],
      ["BT-002", "refused"],
      ["BT-003", "pending"],
    ]);
    expect(byId("BT-001")).toMatchObject({
      live: { exitCode: 0, summary: ["PASS: /health answers ok"] },
      dead: { exitCode: 1, stopped: ["api"] },
    });
    expect(byId("BT-003")).toMatchObject({
      live: { exitCode: 0, summary: ["PASS: /count answers 0"] },
      dead: { exitCode: 1, stopped: ["db"] },
    });
    expect(byId("BT-003")?.dead?.summary.join("\n")).toMatch(/EVIDENCE: got: curl: \(7\)/);
    expect(review).toMatch(/### `BT-003` [^#]*- with db stopped: exit 1/);
  });

  it("stops and starts each REQUIRES set once, not once per script, and leaves nothing running", async () => {
    // The session's start, then one restart after its set's dead runs (api's set has two scripts).
    const starts = (await readFile(startLog, "utf8")).split("\n").filter(Boolean).sort();
    expect(starts).toEqual(["api", "api", "db", "db"]);
    expect(portsAfter).toEqual({ api: false, db: false });
  });
});

describe("plan on the documented layout (.fix-loop/tests/tier*/, # TIER: 1)", () => {
  it("keeps a new script written under .fix-loop/, never one written over an existing file", async () => {
    expect(run.stderr).toBe("");
    expect(report.missing).toEqual([]);
    const created = `${SMOKE}/bt-001-health.sh`;
    const kept = byId("BT-001");
    expect([kept?.file, kept?.status, kept?.reasons]).toEqual([created, "pending", []]);
    expect(await readFile(path.join(root, created), "utf8")).toContain("# REVIEW: pending");
    expect(await readFile(path.join(root, EXISTING), "utf8")).toBe(existing);
  });
});
