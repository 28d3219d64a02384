import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { freePort } from "../support/net.js";
import { runCli } from "../support/run-cli.js";
import {
  callTool,
  claim,
  type ScriptedModel,
  startScriptedModel,
} from "../support/scripted-model/index.js";

const EXAMPLE = path.resolve(import.meta.dirname, "../../examples/todo-api");

/** A scratch git copy of the bundled example, on its own port so tests never collide with the demo. */
async function scratchExample(port: number): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "fix-loop-example-"));
  await cp(EXAMPLE, root, { recursive: true });
  const config = path.join(root, ".github/fix-loop.yml");
  const text = (await readFile(config, "utf8")).replaceAll("8787", String(port));
  await writeFile(config, text);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "seeded bug");
  return root;
}

let model: ScriptedModel | undefined;
let root: string | undefined;
afterEach(async () => {
  await model?.close();
  if (root) await rm(root, { recursive: true, force: true });
  model = undefined;
  root = undefined;
});

describe("fix-loop fix on the bundled example (the real claude CLI, a scripted model)", () => {
  it("fixes the seeded bug, one root cause seen by a script and a unit test, with one session", async () => {
    const port = await freePort();
    root = await scratchExample(port);
    const stats = path.join(root, "src/stats.js");
    model = await startScriptedModel([
      callTool("Read", { file_path: stats }),
      callTool("Edit", {
        file_path: stats,
        old_string: "stats.open / stats.total",
        new_string: "stats.done / stats.total",
      }),
      callTool("Bash", { command: "node --test test/", description: "run the unit tests" }),
      claim({
        status: "fixed",
        root_cause: "completionRate divided the open todos by the total",
        files_changed: ["src/stats.js"],
        tests_run: ["node --test test/"],
        reasoning: "the rate is the share of finished todos",
      }),
    ]);
    const env = { ...model.env, TODO_API_URL: `http://127.0.0.1:${port}`, PORT: String(port) };
    const run = await runCli(["fix", "-C", root], { env });
    expect(run.stderr, run.stdout).toBe("");
    expect(run.code, run.stdout).toBe(0);
    const results: Results = resultsSchema.parse(
      JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
    );
    expect(results.mode).toBe("fix");
    expect(results.outcome).toBe("fixed");
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]).toMatchObject({
      strategy: "local",
      agreed: true,
      rejected: null,
      filesChanged: ["src/stats.js"],
    });
    // Said in full when it fails: once in a loaded CI run the one bug came back as 2 groups.
    const groupLines = results.groups.map(
      (group) => `${group.id} ${group.status} ${group.signature} (${group.tests.join(", ")})`,
    );
    expect(results.groups, `${groupLines.join("\n")}\n${run.stdout}`).toHaveLength(1);
    expect(results.groups[0]).toMatchObject({
      status: "fixed",
      signature: "AssertionError in src/stats.js:completionRate",
    });
    expect(
      results.tests
        .filter((test) => test.status === "fixed")
        .map((test) => test.id)
        .sort(),
    ).toEqual(["BT-003", "BT-010"]);
    expect(await readFile(stats, "utf8")).toContain("stats.done / stats.total");
    expect(run.stdout).toContain("FIXED");
  });
});
