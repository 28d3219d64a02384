import { execFileSync } from "node:child_process";
import { execaWhenNeeded } from "./execa-when-needed.js";

/** True when this process may do what the agent user needs: it is root. */
export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * Runs a command with root's rights: directly when we are root, else through `sudo -n` (a
 * GitHub-hosted runner's user has passwordless sudo). Throws with the command's own words.
 */
export async function privileged(file: string, args: readonly string[]): Promise<string> {
  const [command, argv] = isRoot() ? [file, [...args]] : ["sudo", ["-n", file, ...args]];
  const execa = await execaWhenNeeded();
  const result = await execa(command, argv, { reject: false, stdin: "ignore" });
  if (result.exitCode !== 0) {
    const why = String(result.stderr || result.stdout).trim() || `exit code ${result.exitCode}`;
    throw Object.assign(new Error(`${[command, ...argv].join(" ")} failed: ${why}`), {
      exitCode: result.exitCode,
    });
  }
  return String(result.stdout);
}

/** privileged, for the few callers that cannot wait: a short command, its failure thrown. */
export function privilegedSync(file: string, args: readonly string[]): void {
  const [command, argv] = isRoot() ? [file, [...args]] : ["sudo", ["-n", file, ...args]];
  execFileSync(command, argv, { stdio: ["ignore", "ignore", "pipe"] });
}

/** Whether `sudo -n` works here without a password. */
export async function canSudo(): Promise<boolean> {
  const execa = await execaWhenNeeded();
  const result = await execa("sudo", ["-n", "true"], { reject: false, stdin: "ignore" });
  return result.exitCode === 0;
}
