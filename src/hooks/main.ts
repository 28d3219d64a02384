#!/usr/bin/env node
// The guard program Claude Code runs on PreToolUse, PostToolUse, PostToolUseFailure and Stop
// (wired through --settings by src/agent/hook-settings.ts). It must never break the agent:
// whatever goes wrong is logged to the state folder and the hook exits 0 with no decision.
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { hookEventSchema } from "./events.js";
import { type GuardOptions, parseGuardArguments } from "./guard-options.js";
import { handleEvent } from "./handle-event.js";
import { HOOK_ERROR_LOG } from "./hook-error-log.js";

async function main(): Promise<void> {
  let options: GuardOptions | null = null;
  try {
    options = parseGuardArguments(process.argv.slice(2));
    const event = hookEventSchema.safeParse(JSON.parse(readFileSync(0, "utf8")));
    if (!event.success) return; // an event we do not guard
    const answer = await handleEvent(event.data, options);
    if (answer) process.stdout.write(JSON.stringify(answer));
  } catch (error) {
    logFailure(options, error);
  }
}

function logFailure(options: GuardOptions | null, error: unknown): void {
  const text = `${new Date().toISOString()} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
  try {
    if (options) {
      appendFileSync(path.join(options.stateDir, HOOK_ERROR_LOG), text);
      return;
    }
  } catch {
    // The state folder is gone too: stderr is all that is left (Claude Code shows it in debug mode).
  }
  process.stderr.write(`fix-loop hook: ${text}`);
}

await main();
process.exitCode = 0;
