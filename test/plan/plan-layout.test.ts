import { symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { inspectScriptFile } from "../../src/plan/inspect-generated.js";
import { commitAllOnMain } from "../support/commit-all.js";
import { GREETER_SERVER, greeterConfig } from "../support/greeter-service.js";
import { freePort } from "../support/net.js";
import { runCli } from "../support/run-cli.js";
import {
  type ScriptedModel,
  say,
  sessionScript,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { createTempProject } from "../support/temp-project.js";

// `fix-loop plan`'s checks before any session, and its check of a `# TIER:` header. (A session
// on the layout docs/configuration.md and the demo use, .fix-loop/tests/tier*/ and headers with a
// tier number, is test/plan/dead-service-run.test.ts's.)

const PLAN = `# Plan

## BT-001: Health answers ok
Tier: smoke
Requires: api
Expected: GET /health answers "ok".
`;

const models: ScriptedModel[] = [];
afterAll(async () => {
  await Promise.all(models.map((model) => model.close()));
});

async function project(config: string, files: Record<string, string> = {}): Promise<string> {
  const root = await createTempProject({
    "package.json": '{ "name": "greeter", "type": "module" }\n',
    "server.js": GREETER_SERVER,
    "PLAN.md": PLAN,
    ".github/fix-loop.yml": config,
    ...files,
  });
  commitAllOnMain(root, "greeter");
  return root;
}

async function model(turns: Parameters<typeof sessionScript>[0]): Promise<ScriptedModel> {
  const started = await startScriptedModel(sessionScript(turns));
  models.push(started);
  return started;
}

describe("checks that need no model run before the session", () => {
  async function planWithoutSession(config: string, plan = PLAN, port?: number) {
    const root = await project(config, { "PLAN.md": plan });
    // The tier's runner is installed: the check under test is the plan's, not the tools gate's.
    symlinkSync(
      path.join(import.meta.dirname, "../../node_modules"),
      path.join(root, "node_modules"),
    );
    const scripted = await model([[say("should never be asked")]]);
    const env = { ...scripted.env, ...(port ? { PORT: String(port) } : {}) };
    const run = await runCli(["plan", "PLAN.md", "-C", root], { env });
    expect(scripted.requests).toHaveLength(0);
    expect(run.code).toBe(2);
    return run.stderr;
  }

  it("refuses a tier glob no session may write, with the reason", async () => {
    const port = await freePort();
    const stderr = await planWithoutSession(
      greeterConfig({ api: { port } }, { smoke: ".github/tests/*.sh" }),
      PLAN,
      port,
    );
    expect(stderr).toContain("tier smoke's tests: glob .github/tests/*.sh is under .github/");
  });

  it("refuses scripts with nothing to fail against: no service fix-loop can stop", async () => {
    const stderr = await planWithoutSession(
      "tiers:\n  - name: smoke\n    tests: tests/smoke/*.sh\n",
      PLAN.replace("Requires: api\n", ""),
    );
    expect(stderr).toContain(
      "PLAN.md:3: BT-001 would be a script with nothing to check it against",
    );
  });

  it("refuses a framework test whose entry requires no service and names no function of the source", async () => {
    const port = await freePort();
    const config = greeterConfig(
      { api: { port } },
      {
        unit: {
          command: "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
          junit: "reports/junit.xml",
          timeout: "30s",
        },
      },
    );
    const stderr = await planWithoutSession(
      config,
      "## BT-201: Cents round\nTier: unit\nFramework: vitest\nExpected: cents(1.5) is 150.\n",
      port,
    );
    expect(stderr).toContain(
      "PLAN.md:1: BT-201 requires no service and names no function of the project's source (cents: defined in no source file), so its vitest test could be checked neither against a dead service nor against a mutant",
    );
  });
});

describe("the plan's check reads # TIER: as verify does", () => {
  it("takes a tier number, and names one out of range", async () => {
    const config = configSchema.parse({
      tiers: [
        { name: "health", tests: "tests/health/*.sh" },
        { name: "smoke", tests: "tests/smoke/*.sh" },
      ],
    });
    const root = await createTempProject({});
    const check = async (tier: string) => {
      const file = "tests/smoke/bt-001.sh";
      const text = `#!/bin/sh\n# TEST: BT-001 - up\n# TIER: ${tier}\n# TIMEOUT: 5\nexit 0\n`;
      return (await inspectScriptFile(file, text, config, root)).reasons;
    };
    expect((await check("1")).filter((reason) => reason.startsWith("header"))).toEqual([]);
    expect(await check("7")).toContain(
      "header: # TIER: 7 is out of range: tiers are numbered 0 to 1 (health, smoke)",
    );
  });
});
