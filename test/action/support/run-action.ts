import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Annotation } from "../../../src/action/annotations.js";
import { run } from "../../../src/action/main.js";
import type { HostedRunner } from "../../support/hosted-runner.js";
import { recordingIO, type Said } from "./recording-io.js";

export const ACTION_BUNDLE = path.resolve(import.meta.dirname, "../../../dist/index.js");

export interface RunActionOptions {
  workspace: string;
  inputs: Record<string, string>;
  /** The event payload written to GITHUB_EVENT_PATH. */
  event?: { name: string; payload: unknown };
  env?: Record<string, string>;
  timeoutMs?: number;
  /** The Action's entry point; defaults to this repository's dist/index.js. */
  bundle?: string;
  /** Run as this hosted runner's user (through its sudo), not as root; runAction only. */
  runner?: HostedRunner;
}

interface Runner {
  /** RUNNER_TEMP, with the runner's files and tool cache; removed after the run. */
  scratch: string;
  env: Record<string, string>;
  outputFile: string;
  summaryFile: string;
}

/**
 * The runner's side of a step: INPUT_* variables, the event payload and the runner's files,
 * over a clean environment (nothing of an enclosing CI leaks in).
 */
function prepareRunner(options: RunActionOptions): Runner {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-runner-"));
  const outputFile = path.join(scratch, "output");
  const summaryFile = path.join(scratch, "summary.md");
  const eventFile = path.join(scratch, "event.json");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const event = options.event ?? { name: "push", payload: {} };
  writeFileSync(eventFile, JSON.stringify(event.payload));

  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      value !== undefined &&
      !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_|ANTHROPIC_|FIX_LOOP_)/.test(name)
    )
      env[name] = value;
  }
  Object.assign(env, {
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_REPOSITORY: "acme/widgets",
    GITHUB_RUN_ID: "4242",
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_REF: "refs/heads/main",
    GITHUB_REF_NAME: "main",
    RUNNER_TEMP: scratch,
    RUNNER_TOOL_CACHE: path.join(scratch, "tool-cache"),
    ...options.env,
  });
  for (const [name, value] of Object.entries(options.inputs)) {
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  }
  if (options.runner) {
    options.runner.own(scratch);
    env.HOME = options.runner.home;
  }
  return { scratch, env, outputFile, summaryFile };
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** `::error ...::message` lines as the runner reads them. */
  errors: string[];
  durationMs: number;
}

/** Runs the bundled Action as the runner does: `node dist/index.js` in its own process. */
export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const runner = prepareRunner(options);
  const started = performance.now();
  const node = { file: process.execPath, args: [options.bundle ?? ACTION_BUNDLE] };
  const command = options.runner ? options.runner.command(node.file, node.args) : node;
  const child = spawn(command.file, command.args, {
    cwd: options.workspace,
    env: runner.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);
  const exitCode = await new Promise<number | null>((resolve) =>
    child.on("close", (code) => resolve(code)),
  );
  clearTimeout(timer);
  const outputs = parseOutputFile(readFileSync(runner.outputFile, "utf8"));
  const summary = readFileSync(runner.summaryFile, "utf8");
  removeScratch(runner.scratch);
  return {
    exitCode,
    stdout,
    stderr,
    outputs,
    summary,
    errors: stdout.split("\n").filter((line) => line.startsWith("::error")),
    durationMs: performance.now() - started,
  };
}

/**
 * RUNNER_TEMP, removed after a step. A full run of the suite once met ENOTEMPTY here: a file
 * appeared in it while it was being removed (nothing of the step is waited on after it exits:
 * npm, which fix mode runs to install claude into the tool cache, may leave a child writing).
 * Node's rm retries that case.
 */
function removeScratch(scratch: string): void {
  rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/** What an in-process run said, read back by kind. */
export interface InProcessRun {
  /** What the runner's process would exit with: 0, 1 (failed) or 2 (refused to start). */
  exitCode: number;
  /** The step failed (the runner would exit 1), and with what. */
  failed: boolean;
  failures: string[];
  outputs: Record<string, string>;
  summary: string;
  /** info lines, in order. */
  log: string[];
  warnings: string[];
  groups: string[];
  secrets: string[];
  annotations: Annotation[];
  /** Everything said, one entry a line, for "never says X anywhere". */
  transcript: string;
}

/** Calls the Action's run() in this process, with the runner's environment and a recording port. */
export async function runActionInProcess(options: RunActionOptions): Promise<InProcessRun> {
  const runner = prepareRunner(options);
  const io = recordingIO();
  const exitCode = await run({ env: runner.env, io }).finally(() => removeScratch(runner.scratch));
  const texts = (kind: Said["kind"]) =>
    io.said.flatMap((said) => (said.kind === kind && "text" in said ? [said.text] : []));
  const failures = texts("failed");
  return {
    exitCode,
    failed: failures.length > 0,
    failures,
    outputs: io.outputs,
    summary: io.summary,
    log: texts("info"),
    warnings: texts("warning"),
    groups: io.said.flatMap((said) => (said.kind === "group" ? [said.title] : [])),
    secrets: texts("secret"),
    annotations: io.said.flatMap((said) => (said.kind === "annotation" ? [said.annotation] : [])),
    transcript: io.said.map(textOf).join("\n"),
  };
}

function textOf(said: Said): string {
  switch (said.kind) {
    case "group":
      return said.title;
    case "endGroup":
      return "";
    case "annotation":
      return `${said.annotation.title}: ${said.annotation.message}`;
    default:
      return said.text;
  }
}

/** GITHUB_OUTPUT holds `name<<DELIMITER\nvalue\nDELIMITER` entries (and plain name=value). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc?.[1] && heredoc[2]) {
      const end = lines.indexOf(heredoc[2], i + 1);
      outputs[heredoc[1]] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (line.includes("=")) {
      const at = line.indexOf("=");
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

export function pushEvent(): { name: string; payload: unknown } {
  return {
    name: "push",
    payload: { ref: "refs/heads/main", repository: { full_name: "acme/widgets" } },
  };
}

export function pullRequestEvent(
  headRepository: string,
  number = 7,
): { name: string; payload: unknown } {
  return {
    name: "pull_request",
    payload: {
      action: "opened",
      number,
      pull_request: {
        number,
        head: { ref: "feature", sha: "0".repeat(40), repo: { full_name: headRepository } },
        base: { ref: "main", sha: "1".repeat(40), repo: { full_name: "acme/widgets" } },
      },
      repository: { full_name: "acme/widgets" },
    },
  };
}
