import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { messageOf } from "../errors.js";
import { HOOK_ERROR_LOG } from "../hooks/hook-error-log.js";
import { type LedgerEntry, readLedger } from "../hooks/ledger.js";
import { recordWorktreeBaseline } from "../hooks/worktree-baseline.js";
import { drainEnded } from "../process/drain-ended.js";
import { killMarkedProcesses, type MarkedProcess } from "../process/kill-tree.js";
import { killUserProcesses } from "../process/kill-user.js";
import { shareFolder } from "../process/share-files.js";
import { claudeArguments } from "./claude-arguments.js";
import { claudeEnvironment } from "./claude-environment.js";
import { type ClaudeProcessEnd, runClaudeProcess } from "./claude-process.js";
import { buildHookSettings } from "./hook-settings.js";
import { modelFailureOf } from "./model-failure.js";
import type { RunAgentOptions } from "./run-agent-options.js";
import { type StreamFindings, StreamParser, type StreamPart } from "./stream-parser.js";
import type { AgentTranscript } from "./transcript.js";

/**
 * Runs one `claude -p` session with our guards and returns what happened. Never throws:
 * a crash, a hang, garbage output or a setup problem ends up in `outcome` and `error`.
 */
export async function runAgent(options: RunAgentOptions): Promise<AgentTranscript> {
  const started = performance.now();
  const parser = new StreamParser();
  const marker = randomBytes(16).toString("hex");
  let end: ClaudeProcessEnd;
  try {
    const settingsFile = await prepareSessionFiles(options);
    end = await runClaudeProcess({
      binary: options.claudePath,
      args: claudeArguments(options, settingsFile),
      cwd: options.cwd,
      env: claudeEnvironment(options.env, marker),
      input: options.prompt,
      runAs: options.runAs,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      onLine: (line) => {
        const message = parser.line(line);
        if (message) options.onMessage?.(message);
      },
    });
  } catch (error) {
    const why = messageOf(error);
    end = { exitCode: null, timedOut: false, aborted: false, spawnError: why, stderrTail: "" };
  }

  const leftovers = await endLeftovers(options, marker).catch(() => []);
  const findings = parser.finish();
  const ledger = readLedger(options.stateDir);
  return {
    ...findings.part,
    modelFailure: findings.sawResult ? modelFailureOf(findings.part) : null,
    outcome: end.timedOut
      ? "timeout"
      : end.aborted || end.spawnError || !findings.sawResult
        ? "error"
        : "completed",
    ledger,
    marker,
    leftovers,
    stderrTail: end.stderrTail,
    exitCode: end.exitCode,
    durationMs: Math.round(performance.now() - started),
    error: whyNotCompleted(end, findings, options.timeoutMs),
    notes: [
      ...findings.part.notes,
      ...(await hookNotes(options.stateDir, findings.part, ledger)),
      ...toolNotes(options.tools, findings.part),
    ],
  };
}

/** The --settings file wiring our hooks, and the working-tree baseline the progress gate compares with. */
async function prepareSessionFiles(options: RunAgentOptions): Promise<string> {
  await mkdir(options.stateDir, { recursive: true });
  // The hooks run as the agent user and keep their counters and ledger here.
  shareFolder(options.stateDir, options.runAs);
  const settings = buildHookSettings({
    stateDir: options.stateDir,
    projectRoot: options.cwd,
    protectedGlobs: options.guards?.protectedGlobs ?? [],
    newFileGlobs: options.guards?.newFileGlobs ?? [],
    repeatLimit: options.guards?.repeatLimit ?? 3,
    failureLimit: options.guards?.failureLimit ?? 5,
    mode: options.guards?.mode ?? "block",
    ...(options.hookCommand ? { hookCommand: options.hookCommand } : {}),
  });
  const settingsFile = path.join(options.stateDir, "settings.json");
  await writeFile(settingsFile, JSON.stringify(settings, null, 2));
  recordWorktreeBaseline(options.stateDir, options.cwd, options.runAs?.namespace?.copy ?? null);
  return settingsFile;
}

function whyNotCompleted(
  end: ClaudeProcessEnd,
  findings: StreamFindings,
  timeoutMs: number,
): string | null {
  if (end.timedOut) {
    const seconds = Math.round(timeoutMs / 1000);
    return `the agent did not finish within ${seconds} s; its process tree was killed`;
  }
  if (end.aborted) return "aborted: the agent's process tree was killed";
  if (end.spawnError) return end.spawnError;
  if (!findings.sawResult) {
    const how =
      end.exitCode === null ? "was killed by a signal" : `exited with code ${end.exitCode}`;
    const last = lastLine(end.stderrTail);
    return `Claude Code ${how} without a result message${last ? `: ${last}` : ""}`;
  }
  if (findings.part.isError) {
    // An API error ends with subtype "success" and is_error: its words are the result text.
    return (
      findings.resultErrors.join("; ") ||
      findings.part.text.trim() ||
      `Claude Code ended with ${findings.part.resultSubtype ?? "an error"}`
    );
  }
  return null;
}

/** Whether the guards were really there: an empty ledger after tool calls means they never ran. */
async function hookNotes(
  stateDir: string,
  part: StreamPart,
  ledger: LedgerEntry[],
): Promise<string[]> {
  const notes: string[] = [];
  if (part.toolCalls.length > 0 && !ledger.some((entry) => entry.event === "PreToolUse")) {
    notes.push(
      `the guard hooks did not run: ${part.toolCalls.length} tool call(s) and an empty ledger ` +
        "(Claude Code ignores a --settings file it cannot validate; check the hook command in " +
        `${path.join(stateDir, "settings.json")})`,
    );
  }
  const log = await readFile(path.join(stateDir, HOOK_ERROR_LOG), "utf8").catch(() => "");
  if (log.trim() !== "") {
    const first = (log.split("\n")[0] ?? "").slice(0, 300);
    notes.push(
      `the hook program hit an internal error (see ${path.join(stateDir, HOOK_ERROR_LOG)}): ${first}`,
    );
  }
  return notes;
}

function toolNotes(requested: readonly string[], part: StreamPart): string[] {
  if (part.offeredTools.length === 0) return [];
  const missing = requested.filter((tool) => !part.offeredTools.includes(tool));
  return missing.length > 0
    ? [`tools requested but not offered by this Claude Code: ${missing.join(", ")}`]
    : [];
}

function lastLine(text: string): string {
  const lines = text.trim().split("\n");
  return (lines[lines.length - 1] ?? "").slice(0, 300);
}

/**
 * Whatever the agent left running (double-forked, setsid, nohup, env -i). In a namespace it
 * died with the session, and the namespace's report names it; without one, it is searched for
 * by uid (agent user) or by the session marker, and killed.
 */
function endLeftovers(options: RunAgentOptions, marker: string): Promise<MarkedProcess[]> {
  if (options.runAs?.namespace) return drainEnded(options.runAs);
  if (options.runAs) return killUserProcesses(options.runAs, { spare: options.spare?.() ?? [] });
  return killMarkedProcesses(marker);
}
