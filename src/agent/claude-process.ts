import { createInterface } from "node:readline";
import { execa } from "execa";
import { type RunAs, runAsUser } from "../process/run-as.js";
import { settlesWithin } from "../process/settles-within.js";
import { supervise } from "../process/supervise.js";

export interface ClaudeProcessOptions {
  binary: string;
  args: string[];
  cwd: string;
  /** The complete environment; nothing is inherited. */
  env: NodeJS.ProcessEnv;
  /** Written to stdin, which is then closed. */
  input: string;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Each stdout line as it completes. */
  onLine: (line: string) => void;
  /** Run Claude Code as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

export interface ClaudeProcessEnd {
  exitCode: number | null;
  timedOut: boolean;
  aborted: boolean;
  /** Why the binary could not be started at all. */
  spawnError: string | null;
  stderrTail: string;
}

const STDERR_TAIL_BYTES = 4_096;
/** How long the stream may keep going after the process is gone (a grandchild may hold it). */
const STREAM_DRAIN_MS = 500;
const KILL_GRACE_MS = 1_000;

/**
 * Runs the CLI in its own process group and streams its stdout by line. At the timeout or on
 * abort the whole tree is killed (the Bash tool starts its commands in sessions of their own,
 * which killProcessTree follows); after a normal exit, whatever the agent left running too.
 */
export async function runClaudeProcess(options: ClaudeProcessOptions): Promise<ClaudeProcessEnd> {
  let stderrTail = "";

  const as = runAsUser({ file: options.binary, args: options.args }, options.env, options.runAs);
  const child = execa(as.target.file, as.target.args, {
    cwd: options.cwd,
    env: as.env,
    extendEnv: false,
    input: options.input,
    detached: true,
    buffer: false,
    reject: false,
  });
  const watch = supervise(child.pid, {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    graceMs: KILL_GRACE_MS,
    runAs: options.runAs,
  });

  child.stderr?.on("data", (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
  });
  const stdout = child.stdout;
  const streamDone = stdout
    ? (async () => {
        for await (const line of createInterface({ input: stdout, crlfDelay: Infinity })) {
          options.onLine(line);
        }
      })().catch(() => undefined)
    : Promise.resolve();

  const result = await child;
  watch.settle();
  await watch.stop();
  watch.release();
  if (!(await settlesWithin(streamDone, STREAM_DRAIN_MS))) stdout?.destroy();

  const exitCode = typeof result.exitCode === "number" ? result.exitCode : null;
  const neverStarted =
    result.failed &&
    exitCode === null &&
    result.signal === undefined &&
    !watch.timedOut &&
    !watch.aborted;
  return {
    exitCode,
    timedOut: watch.timedOut,
    aborted: watch.aborted,
    spawnError: neverStarted ? describeSpawnFailure(result, options.binary) : null,
    stderrTail: stderrTail.trim(),
  };
}

function describeSpawnFailure(
  result: { code?: string; shortMessage?: string },
  binary: string,
): string {
  const why =
    result.code === "ENOENT"
      ? `${binary} does not exist`
      : result.code === "EACCES"
        ? `${binary} is not executable`
        : (result.shortMessage ?? result.code ?? "unknown error");
  return `Claude Code could not be started: ${why}`;
}
