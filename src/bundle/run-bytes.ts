import { spawn } from "node:child_process";

/** What a program said and how it ended: `exitCode` is null when it could not start or was killed. */
export interface BytesResult {
  exitCode: number | null;
  stdout: Buffer;
  stderr: Buffer;
  /** Why it did not run to its end: it could not start, or said more than `maxBytes`. */
  problem: string | null;
}

/** What execa would hold of one stream before giving up: a patch is capped long before this. */
const MAX_BYTES = 100_000_000;

/**
 * Runs a program with bytes in and out, through node's own spawn: the bundle's git runs a dozen
 * times per bundle made, checked or applied, and execa cost ~2.5 ms of fix-loop's CPU per start
 * beyond that (bench: 100 starts of `git --version`, 3.4-4.1 ms against 1.2-1.4 ms).
 */
export function runBytes(
  file: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string | Uint8Array | undefined },
): Promise<BytesResult> {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let held = 0;
    let problem: string | null = null;
    const keep = (into: Buffer[]) => (chunk: Buffer) => {
      held += chunk.byteLength;
      if (held > MAX_BYTES) {
        problem ??= `${file} said more than ${MAX_BYTES} bytes`;
        child.kill("SIGKILL");
        return;
      }
      into.push(chunk);
    };
    child.stdout?.on("data", keep(out));
    child.stderr?.on("data", keep(err));
    child.on("error", (error) => {
      problem ??= error.message;
    });
    if (child.stdin) {
      // A program that exits before reading all of its input closes the pipe: not our failure.
      child.stdin.on("error", () => {});
      child.stdin.end(options.input);
    }
    child.on("close", (code) =>
      resolve({
        exitCode: problem === null ? code : null,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
        problem,
      }),
    );
  });
}
