import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  execaWhenNeeded
} from "./action-chunk-5PABDTWW.js";

// src/process/privileged.ts
import { execFileSync } from "node:child_process";
function isRoot() {
  return process.getuid?.() === 0;
}
async function privileged(file, args) {
  const [command, argv] = isRoot() ? [file, [...args]] : ["sudo", ["-n", file, ...args]];
  const execa = await execaWhenNeeded();
  const result = await execa(command, argv, { reject: false, stdin: "ignore" });
  if (result.exitCode !== 0) {
    const why = String(result.stderr || result.stdout).trim() || `exit code ${result.exitCode}`;
    throw Object.assign(new Error(`${[command, ...argv].join(" ")} failed: ${why}`), {
      exitCode: result.exitCode
    });
  }
  return String(result.stdout);
}
function privilegedSync(file, args) {
  const [command, argv] = isRoot() ? [file, [...args]] : ["sudo", ["-n", file, ...args]];
  execFileSync(command, argv, { stdio: ["ignore", "ignore", "pipe"] });
}
async function canSudo() {
  const execa = await execaWhenNeeded();
  const result = await execa("sudo", ["-n", "true"], { reject: false, stdin: "ignore" });
  return result.exitCode === 0;
}

export {
  isRoot,
  privileged,
  privilegedSync,
  canSudo
};
