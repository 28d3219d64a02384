import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { open, stat } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { isExecutableSync } from "./is-executable.js";

const EXECUTABLE_MAGIC = [
  Buffer.from("#!"),
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]), // ELF
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), // Mach-O 64-bit
  Buffer.from([0xce, 0xfa, 0xed, 0xfe]), // Mach-O 32-bit
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]), // Mach-O universal
];

/**
 * Why a file cannot be run directly, or null when it looks runnable. Checked before spawning
 * because on ENOEXEC (no shebang) libuv quietly falls back to /bin/sh, which hides the mistake.
 * Synchronous: it runs before every test script, and four trips through the thread pool cost
 * more than the few microseconds these calls block (most on a loaded machine, where every
 * wake-up waits for a processor).
 */
export function whyNotRunnable(file: string, cwd: string): string | null {
  const path = isAbsolute(file) ? file : resolve(cwd, file);
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EISDIR") return `${file} is a directory, not an executable file`;
    if (code === "EACCES") return unreadable(path, file);
    return `${file} does not exist (looked for ${path})`;
  }
  try {
    if (fstatSync(fd).isDirectory()) return `${file} is a directory, not an executable file`;
    if (!isExecutableSync(path)) return `${file} is not executable: run chmod +x ${file}`;
    const start = Buffer.alloc(256);
    return startProblem(start.subarray(0, readSync(fd, start, 0, 256, 0)), file);
  } finally {
    closeSync(fd);
  }
}

/** A file we may not read may still be one we may run (mode 0711): only its mode is checked. */
function unreadable(path: string, file: string): string | null {
  return isExecutableSync(path) ? null : `${file} is not executable: run chmod +x ${file}`;
}

/**
 * What is wrong with the first bytes of a file meant to run directly: no shebang (and not a
 * binary), or a shebang ending in a carriage return, which makes the interpreter "bash\r".
 */
export function startProblem(start: Buffer, file: string): string | null {
  if (!EXECUTABLE_MAGIC.some((magic) => start.subarray(0, magic.length).equals(magic))) {
    return `${file} has no shebang line: add one such as #!/usr/bin/env bash as its first line`;
  }
  const firstLine = start.toString("latin1").split("\n")[0] ?? "";
  if (firstLine.startsWith("#!") && firstLine.endsWith("\r")) {
    return `${file} has Windows line endings (CRLF): convert it with dos2unix ${file} (or sed -i 's/\\r$//' ${file})`;
  }
  return null;
}

/** Turns a spawn error into a sentence that says what to do. */
export async function explainSpawnError(
  error: NodeJS.ErrnoException,
  file: string,
  cwd: string,
): Promise<string> {
  const code = error.code ?? "";
  if (code === "ENOENT") {
    if (!(await exists(cwd))) return `the working directory ${cwd} does not exist`;
    if (!file.includes("/"))
      return `command "${file}" was not found on PATH: install it or use its full path`;
    if (await exists(isAbsolute(file) ? file : resolve(cwd, file))) {
      const interpreter = (await readStart(isAbsolute(file) ? file : resolve(cwd, file), 256))
        .toString("utf8")
        .split("\n")[0]
        ?.slice(2)
        .trim();
      return `the interpreter named in the shebang of ${file} (${interpreter}) was not found: fix the first line, for example #!/usr/bin/env bash`;
    }
    return `${file} does not exist`;
  }
  if (code === "EACCES") return `${file} is not executable: run chmod +x ${file}`;
  if (code === "ENOEXEC") {
    return `${file} has no shebang line: add one such as #!/usr/bin/env bash as its first line`;
  }
  if (code === "ENOTDIR") return `the working directory ${cwd} is not a directory`;
  return `could not start ${file}: ${error.message}`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function readStart(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
