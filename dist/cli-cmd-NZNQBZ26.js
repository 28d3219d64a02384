import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runProcess,
  stripAnsi
} from "./cli-chunk-J3ZY42EI.js";
import "./cli-chunk-TIJRPXKD.js";
import "./cli-chunk-7R7BV2GB.js";
import "./cli-chunk-T23RE6E6.js";

// src/gates/probes/cmd.ts
async function probeCommand(command, timeoutMs, options, signal) {
  const outcome = await runProcess(command, {
    cwd: options.cwd,
    env: options.env,
    timeoutMs,
    signal,
    graceMs: 100,
    runAs: options.runAs,
    output: { headBytes: 0, tailBytes: 4096 }
  });
  if (outcome.exitCode === 0 && !outcome.timedOut) return { healthy: true };
  if (outcome.spawnError) return { healthy: false, error: outcome.spawnError };
  if (outcome.aborted) return { healthy: false, error: "probe cancelled" };
  if (outcome.timedOut) return { healthy: false, error: `timed out after ${timeoutMs} ms` };
  const how = outcome.signal ? `killed by ${outcome.signal}` : `exit code ${outcome.exitCode}`;
  const lastLine = lastLineOf(outcome.output.tail.toString("utf8"));
  return { healthy: false, error: lastLine ? `${how}: ${lastLine}` : how };
}
function lastLineOf(text) {
  const lines = stripAnsi(text).split("\n");
  const line = lines.reverse().find((candidate) => candidate.trim() !== "") ?? "";
  return line.trim().slice(0, 300);
}
export {
  probeCommand
};
