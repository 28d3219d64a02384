import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { workflowLog } from "../../app/hosts/workflow-log.js";
import { runnerIO } from "../../src/action/io.js";
import { HOSTILE_LOG } from "../support/hostile-strings.js";
import { runCli } from "../support/run-cli.js";
import { injectedCommands, parseWorkflowCommands } from "../support/workflow-command-parser.js";
import { createProjectRepo, type ProjectRepo } from "./support/project.js";
import { pushEvent, runAction } from "./support/run-action.js";

/**
 * Text fix-loop did not write reaches the runner's log as text: no line of it is a workflow
 * command in either of the runner's syntaxes, read the way actions/runner reads them.
 */

/** What `body` wrote to this process's stdout, which is what the runner reads. */
function stdoutOf(body: () => void): string {
  const chunks: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  }) as typeof process.stdout.write;
  try {
    body();
  } finally {
    process.stdout.write = write;
  }
  return chunks.join("");
}

const repos: ProjectRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.remove();
});

describe("the parser of the runner's workflow commands", () => {
  it("finds each hostile line's command when nothing defuses it", () => {
    for (const line of HOSTILE_LOG) {
      const found = injectedCommands(line);
      // Two hostile strings are broken already and are there to prove the break holds.
      if (line.includes("\u200b")) expect(found).toEqual([]);
      else expect(found.length, JSON.stringify(line)).toBeGreaterThan(0);
    }
  });
});

describe("the Action's log", () => {
  it("gives the runner no command from hostile text, in any of its kinds of line", () => {
    const io = runnerIO({});
    const out = stdoutOf(() => {
      for (const text of HOSTILE_LOG) {
        io.info(text);
        io.info(`  | ${text}`);
        io.warning(text);
        io.debug(text);
        io.startGroup(text);
        io.endGroup();
        io.annotate({ title: text, message: text, file: text, startLine: 3 });
      }
      io.info(HOSTILE_LOG.join("\n"));
    });
    expect(injectedCommands(out)).toEqual([]);
    // fix-loop's own commands are all still there.
    const own = parseWorkflowCommands(out).map((command) => command.name);
    expect(own.filter((name) => name === "group")).toHaveLength(HOSTILE_LOG.length);
    expect(own.filter((name) => name === "error")).toHaveLength(HOSTILE_LOG.length);
  });

  it("verify logs a failing test's hostile title and decisive lines as text", async () => {
    const repo = hostileProject();
    const run = await runAction({
      workspace: repo.dir,
      inputs: { mode: "verify" },
      event: pushEvent(),
    });
    expect(run.exitCode).toBe(1);
    // The decisive lines were logged: the test is there, with its words.
    expect(run.stdout).toContain("BT-003");
    expect(run.stdout).toContain("INJECTED");
    expect(injectedCommands(run.stdout)).toEqual([]);
  });
});

describe("who writes to the runner's log", () => {
  it("is only the modules that defuse what they write, or write nothing from a test", () => {
    const writer =
      /core\.(info|notice)\(|process\.std(out|err)\.write\(|console\.(log|error|warn|info)\(/;
    const root = path.resolve(import.meta.dirname, "../..");
    const found = ["src", "app"].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts"))
        .map((file) => path.join(dir, file))
        .filter((file) => writer.test(readFileSync(path.join(root, file), "utf8"))),
    );
    expect(found.sort()).toEqual([
      // Start-up problems of the app's server: its own words, before any webhook.
      "app/hosts/server.ts",
      "app/hosts/serverless.ts",
      // The app's log in a workflow job: plain lines defused.
      "app/hosts/workflow-log.ts",
      // The Action's ActionIO: plain lines defused, the rest escaped by @actions/core.
      "src/action/io.ts",
      // The CLI: results and the plan review defused; its own messages (help, version, errors,
      // each command's lines: files init wrote, the agent user chosen, a leg's counts).
      "src/cli/abort-on-signals.ts",
      "src/cli/engine-run.ts",
      "src/cli/fix-command.ts",
      "src/cli/init-command.ts",
      "src/cli/main.ts",
      "src/cli/plan-command.ts",
      "src/cli/shard-commands.ts",
      // The hooks' answer to Claude Code, on a pipe to it.
      "src/hooks/main.ts",
      // The change reader's record and the network relay's port: data on a pipe to fix-loop.
      "src/sandbox/change-reader.ts",
      "src/sandbox/relay/main.ts",
    ]);
  });
});

describe("the CLI run in a workflow step", () => {
  it("prints a failing test's hostile title and decisive lines as text", async () => {
    const repo = hostileProject();
    const run = await runCli(["verify"], { cwd: repo.dir });
    expect(run.code).toBe(1);
    const printed = `${run.stdout}\n${run.stderr}`;
    expect(printed).toContain("INJECTED");
    expect(injectedCommands(printed)).toEqual([]);
  });
});

describe("the app's log in a workflow job", () => {
  it("writes webhook text as plain lines that are no command", () => {
    const out = stdoutOf(() => {
      for (const text of HOSTILE_LOG)
        workflowLog.write(`${JSON.stringify({ level: 30, msg: text })}\n`);
      workflowLog.write(`${JSON.stringify({ level: 30, msg: HOSTILE_LOG.join("\n") })}\n`);
    });
    expect(out).toContain("INJECTED");
    expect(injectedCommands(out)).toEqual([]);
  });
});

/** A project whose failing test has a hostile title and prints every hostile log line. */
function hostileProject(): ProjectRepo {
  const print = (prefix: string) =>
    HOSTILE_LOG.map((line) => `printf '%s\\n' ${shellQuote(`${prefix}${line}`)}`);
  const repo = createProjectRepo({
    ".fix-loop/tests/hostile.sh": [
      "#!/usr/bin/env bash",
      "# TEST: BT-003 - ##[add-mask]INJECTED title",
      ...print("EVIDENCE: "),
      ...print("FAIL: "),
      ...print(""),
      "exit 1",
      "",
    ].join("\n"),
  });
  repos.push(repo);
  return repo;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
