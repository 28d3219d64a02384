import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { runAsUser } from "../process/run-as.js";
import { changeReaderSource } from "./change-reader.js";
import { ChangeRecordError, type CopyReader } from "./change-reader-types.js";

/**
 * One run of the reader (src/sandbox/change-reader.ts) as the agent user, in a PID namespace of
 * its own (nothing else of the agent's runs then): what fix-loop writes to its stdin, and its
 * stdout handed on in order, a part at a time (`until`), for a dialogue.
 */
export class ReaderProcess {
  private readonly errors: Buffer[] = [];
  private readonly output: AsyncIterator<Buffer>;
  private readonly exited: Promise<number | null>;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    let errorBytes = 0;
    child.stderr.on("data", (chunk: Buffer) => {
      if (errorBytes < 4096) this.errors.push(chunk);
      errorBytes += chunk.length;
    });
    this.exited = new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code) => resolve(code));
    });
    this.exited.catch(() => undefined);
    child.stdin.on("error", () => undefined);
    this.output = child.stdout[Symbol.asyncIterator]();
  }

  /** Runs `talk` with the reader started with `args`; the reader must end well after it. */
  static async run<T>(
    reader: CopyReader,
    args: readonly string[],
    talk: (reading: ReaderProcess) => Promise<T>,
  ): Promise<T> {
    const reading = ReaderProcess.start(reader, args);
    try {
      const result = await talk(reading);
      reading.child.stdin.end();
      await reading.until(async () => {
        throw new ChangeRecordError("the reader wrote past its end");
      });
      return result;
    } catch (error) {
      reading.child.kill("SIGKILL");
      await reading.exited.catch(() => undefined);
      throw error;
    }
  }

  private static start(reader: CopyReader, args: readonly string[]): ReaderProcess {
    const skip = JSON.stringify(reader.skip());
    const [mode = "", ...rest] = args;
    const program = {
      file: process.execPath,
      args: ["-e", changeReaderSource(), mode, reader.top, skip, ...rest],
    };
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
    // No private temps, no fresh HOME: the reader runs no code of the agent's and writes no file.
    const as = runAsUser(program, env, reader.runAs, { report: false, noPrivateFolders: true });
    const child = spawn(as.target.file, as.target.args, {
      cwd: reader.top,
      env: as.env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    return new ReaderProcess(child);
  }

  /** Writes to the reader's stdin; `end` closes it after. */
  send(text: string, end = false): void {
    if (end) this.child.stdin.end(text);
    else if (text.length > 0) this.child.stdin.write(text);
  }

  /**
   * Hands each chunk of stdout to `consume` until it answers true (the part it reads is over);
   * at the end of stdout, checks how the reader exited. Returns false when stdout ended first.
   */
  async until(consume: (chunk: Buffer) => Promise<boolean>): Promise<boolean> {
    for (;;) {
      const next = await this.output.next();
      if (next.done) {
        await this.exitedWell();
        return false;
      }
      if (await consume(next.value)) return true;
    }
  }

  private async exitedWell(): Promise<void> {
    const code = await this.exited;
    if (code === 0) return;
    const said = Buffer.concat(this.errors).toString("utf8").trim().slice(0, 1000);
    throw new ChangeRecordError(
      `the reader of the agent's copy failed (exit ${code})${said ? `: ${said}` : ""}`,
    );
  }
}
