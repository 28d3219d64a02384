import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { execa } from "execa";
import { HOOK_ERROR_LOG } from "../hooks/hook-error-log.js";
import { readLedger } from "../hooks/ledger.js";
import { recordWorktreeBaseline } from "../hooks/worktree-baseline.js";
import { killProcessTree } from "../process/kill-tree.js";
import { trackGroup, untrackGroup } from "../process/registry.js";
import { claimJsonSchema } from "./claim-json-schema.js";
import { buildHookSettings } from "./hook-settings.js";
import { type StreamFindings, StreamParser } from "./stream-parser.js";
import type { AgentTranscript } from "./transcript.js";

/** Git commands that would move HEAD or throw work away behind the engine's back. */
export const DEFAULT_DISALLOWED_TOOLS: readonly string[] = Object.freeze([
  "Bash(git commit *)",
  "Bash(git push *)",
  "Bash(git reset *)",
  "Bash(git checkout *)",
  "Bash(git switch *)",
  "Bash(git restore *)",
  "Bash(git stash *)",
  "Bash(git clean *)",
  "Bash(git rebase *)",
]);

export interface AgentGuards {
  protectedGlobs: readonly string[];
  /** The Nth identical tool call is denied (default 3). */
  repeatLimit: number;
  /** Context after this many failed tool calls in a row (default 5). */
  failureLimit: number;
}

export interface RunAgentOptions {
  claudePath: string;
  /** The project root: the agent works here and protected globs are relative to it. */
  cwd: string;
  /** Sent on stdin: prompts are too large for argv. */
  prompt: string;
  /** The agent's complete environment (nothing else is inherited); CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 is added. */
  env: NodeJS.ProcessEnv;
  /** A folder for this session only: settings, hook state, ledger. Created if missing. */
  stateDir: string;
  /** Built-in tools offered (`--tools`). */
  tools: readonly string[];
  /** Pre-approved calls (`--allowedTools`); default: the offered tools. */
  allowedTools?: readonly string[];
  /** Refused calls (`--disallowedTools`); default: DEFAULT_DISALLOWED_TOOLS. */
  disallowedTools?: readonly string[];
  maxTurns: number;
  budgetUsd?: number | null;
  timeoutMs: number;
  model?: string | null;
  /** `--json-schema`; default: the claim schema; null: no structured output. */
  jsonSchema?: Record<string, unknown> | null;
  guards?: Partial<AgentGuards>;
  /** The argv that starts the hook program; default: node and fix-loop's dist/hooks.js. */
  hookCommand?: readonly string[];
  appendSystemPrompt?: string;
  /** Aborting kills the process tree; the transcript then ends as an error "aborted". */
  signal?: AbortSignal;
  /** Every stream-json message as it arrives, for live progress. */
  onMessage?: (message: Record<string, unknown>) => void;
}

const STDERR_TAIL_BYTES = 4_096;
/** How long the stream may keep going after the process is gone (a grandchild may hold it). */
const STREAM_DRAIN_MS = 500;

/**
 * Runs one `claude -p` session with our guards and returns what happened. Never throws for
 * anything the CLI does (crash, hang, garbage output): that ends up in `outcome` and `error`.
 */
export async function runAgent(options: RunAgentOptions): Promise<AgentTranscript> {
  const started = performance.now();
  await mkdir(options.stateDir, { recursive: true });
  const settingsFile = path.join(options.stateDir, "settings.json");
  const guards = {
    protectedGlobs: options.guards?.protectedGlobs ?? [],
    repeatLimit: options.guards?.repeatLimit ?? 3,
    failureLimit: options.guards?.failureLimit ?? 5,
  };
  const settings = buildHookSettings({
    ...guards,
    stateDir: options.stateDir,
    projectRoot: options.cwd,
    ...(options.hookCommand ? { hookCommand: options.hookCommand } : {}),
  });
  await writeFile(settingsFile, JSON.stringify(settings, null, 2));
  recordWorktreeBaseline(options.stateDir, options.cwd);

  const parser = new StreamParser();
  let stderrTail = "";
  let timedOut = false;
  let aborted = false;

  const child = execa(options.claudePath, claudeArguments(options, settingsFile), {
    cwd: options.cwd,
    env: { ...options.env, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" },
    extendEnv: false,
    input: options.prompt,
    detached: true,
    buffer: false,
    reject: false,
    stripFinalNewline: false,
  });
  const pid = child.pid;
  if (pid !== undefined) trackGroup(pid);
  let killing: Promise<unknown> | null = null;
  const killTree = () => {
    if (pid !== undefined) killing ??= killProcessTree(pid, { graceMs: 1_000 });
  };
  const timer = setTimeout(() => {
    timedOut = true;
    killTree();
  }, options.timeoutMs);
  const onAbort = () => {
    aborted = true;
    killTree();
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener("abort", onAbort, { once: true });

  child.stderr?.on("data", (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
  });
  const streamDone = child.stdout
    ? (async () => {
        for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
          const message = parser.line(line);
          if (message) options.onMessage?.(message);
        }
      })().catch(() => undefined)
    : Promise.resolve();

  const result = await child;
  clearTimeout(timer);
  options.signal?.removeEventListener("abort", onAbort);
  if (pid !== undefined) {
    // Whatever the agent left running (a dev server, a watcher) goes with the session.
    killTree();
    await killing;
    untrackGroup(pid);
  }
  if (!(await settlesWithin(streamDone, STREAM_DRAIN_MS))) child.stdout?.destroy();

  const findings = parser.finish();
  const exitCode = typeof result.exitCode === "number" ? result.exitCode : null;
  const spawnError =
    result.failed && exitCode === null && !timedOut && !aborted
      ? describeSpawnFailure(result, options.claudePath)
      : null;
  const notes = [
    ...findings.notes,
    ...(await hookNotes(options.stateDir)),
    ...toolNotes(options.tools, findings),
  ];

  return {
    ...pick(findings),
    outcome: timedOut
      ? "timeout"
      : aborted || spawnError || !findings.sawResult
        ? "error"
        : "completed",
    ledger: readLedger(options.stateDir),
    stderrTail: stderrTail.trim(),
    exitCode,
    durationMs: Math.round(performance.now() - started),
    error: whyNotCompleted({
      timedOut,
      aborted,
      spawnError,
      exitCode,
      findings,
      timeoutMs: options.timeoutMs,
      stderrTail,
    }),
    notes,
  };
}

function claudeArguments(options: RunAgentOptions, settingsFile: string): string[] {
  const schema = options.jsonSchema === undefined ? claimJsonSchema() : options.jsonSchema;
  const allowed = options.allowedTools ?? options.tools;
  const disallowed = options.disallowedTools ?? DEFAULT_DISALLOWED_TOOLS;
  return [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    "--settings",
    settingsFile,
    "--permission-mode",
    "acceptEdits",
    "--tools",
    options.tools.join(","),
    ...(allowed.length > 0 ? ["--allowedTools", allowed.join(",")] : []),
    ...(disallowed.length > 0 ? ["--disallowedTools", disallowed.join(",")] : []),
    ...(schema ? ["--json-schema", JSON.stringify(schema)] : []),
    "--max-turns",
    String(options.maxTurns),
    ...(options.budgetUsd ? ["--max-budget-usd", String(options.budgetUsd)] : []),
    ...(options.model ? ["--model", options.model] : []),
    ...(options.appendSystemPrompt ? ["--append-system-prompt", options.appendSystemPrompt] : []),
  ];
}

function pick(findings: StreamFindings) {
  const {
    resultSubtype,
    isError,
    turns,
    costUsd,
    sessionId,
    model,
    offeredTools,
    claim,
    toolCalls,
    text,
  } = findings;
  return {
    resultSubtype,
    isError,
    turns,
    costUsd,
    sessionId,
    model,
    offeredTools,
    claim,
    toolCalls,
    text,
  };
}

function whyNotCompleted(facts: {
  timedOut: boolean;
  aborted: boolean;
  spawnError: string | null;
  exitCode: number | null;
  findings: StreamFindings;
  timeoutMs: number;
  stderrTail: string;
}): string | null {
  if (facts.timedOut) {
    return `the agent did not finish within ${Math.round(facts.timeoutMs / 1000)} s; its process tree was killed`;
  }
  if (facts.aborted) return "aborted: the agent's process tree was killed";
  if (facts.spawnError) return facts.spawnError;
  if (!facts.findings.sawResult) {
    const how =
      facts.exitCode === null ? "was killed by a signal" : `exited with code ${facts.exitCode}`;
    const last = lastLine(facts.stderrTail);
    return `Claude Code ${how} without a result message${last ? `: ${last}` : ""}`;
  }
  if (facts.findings.isError) {
    const errors = facts.findings.resultErrors.join("; ");
    return errors || `Claude Code ended with ${facts.findings.resultSubtype ?? "an error"}`;
  }
  return null;
}

function describeSpawnFailure(
  result: { code?: string; shortMessage?: string },
  binary: string,
): string {
  if (result.code === "ENOENT") return `Claude Code could not be started: ${binary} does not exist`;
  if (result.code === "EACCES")
    return `Claude Code could not be started: ${binary} is not executable`;
  return `Claude Code could not be started: ${result.shortMessage ?? result.code ?? "unknown error"}`;
}

async function hookNotes(stateDir: string): Promise<string[]> {
  const log = await readFile(path.join(stateDir, HOOK_ERROR_LOG), "utf8").catch(() => "");
  if (log.trim() === "") return [];
  return [
    `the hook program reported an internal error (see ${path.join(stateDir, HOOK_ERROR_LOG)}): ${lastLine(log.split("\n")[0] ?? "")}`,
  ];
}

function toolNotes(requested: readonly string[], findings: StreamFindings): string[] {
  if (findings.offeredTools.length === 0) return [];
  const missing = requested.filter((tool) => !findings.offeredTools.includes(tool));
  return missing.length > 0
    ? [`tools requested but not offered by this Claude Code: ${missing.join(", ")}`]
    : [];
}

function lastLine(text: string): string {
  const lines = text.trim().split("\n");
  return (lines[lines.length - 1] ?? "").slice(0, 300);
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}
