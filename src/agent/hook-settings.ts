import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type GuardMode, guardArguments } from "../hooks/guard-options.js";
import { quoteShell } from "../process/shell-words.js";
import { fixLoopPackageRoot } from "./package-root.js";

export interface HookSettingsOptions {
  /** The argv that starts the hook program; default: this node and fix-loop's dist/hooks.js. */
  hookCommand?: readonly string[];
  /** Per-session state: counters, the ledger, the working-tree baseline, the hook's error log. */
  stateDir: string;
  /** Protected globs are matched relative to this folder (the project root). */
  projectRoot: string;
  protectedGlobs: readonly string[];
  /** New files matching these may be written even under a protected glob. */
  newFileGlobs?: readonly string[];
  repeatLimit: number;
  failureLimit: number;
  /** Default block. */
  mode?: GuardMode;
}

interface CommandHook {
  type: "command";
  command: string;
  timeout: number;
}

/** One entry of an event's hooks: Claude Code runs them for the tools `matcher` matches (all when absent). */
interface HookEntry {
  matcher?: string;
  hooks: CommandHook[];
}

/**
 * Every tool but the claim: Claude Code reads a matcher with more than names and `|` as a regex
 * over the tool's name. Before the claim no guard decides anything (the repeat guard never
 * denies it, it writes no file) and the engine ignores its ledger entry, so its PreToolUse would
 * only cost a start of the hook program. After it (PostToolUse, PostToolUseFailure) the hook
 * still runs: a claim counts as a success or a failure for the failure counter, and a blocked
 * Stop may follow it with more tool calls.
 */
export const EVERY_TOOL_BUT_THE_CLAIM = "^(?!StructuredOutput$)";

/** The value for `--settings`: our guard program on every tool call and on Stop. */
export interface HookSettings {
  /** Settings given on the command line outrank the user's and the project's: keep our hooks on. */
  disableAllHooks: false;
  hooks: Record<"PreToolUse" | "PostToolUse" | "PostToolUseFailure" | "Stop", HookEntry[]>;
}

/** The hook program is missing (fix-loop was not built); the message says how to fix it. */
export class HookProgramMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HookProgramMissingError";
  }
}

export function buildHookSettings(options: HookSettingsOptions): HookSettings {
  const argv = [
    ...(options.hookCommand ?? defaultHookCommand()),
    ...guardArguments({
      stateDir: options.stateDir,
      projectRoot: options.projectRoot,
      protectedGlobs: [...options.protectedGlobs],
      newFileGlobs: [...(options.newFileGlobs ?? [])],
      repeatLimit: options.repeatLimit,
      failureLimit: options.failureLimit,
      mode: options.mode ?? "block",
    }),
  ];
  // Claude Code runs a hook through `sh -c`: exec spares that shell a fork and a wait.
  const command = `exec ${argv.map(quoteShell).join(" ")}`;
  // Seconds. Tool hooks are quick; Stop runs git status, which can take a while on a big tree.
  const toolHooks: CommandHook[] = [{ type: "command", command, timeout: 30 }];
  const toolHook = [{ hooks: toolHooks }];
  return {
    disableAllHooks: false,
    hooks: {
      PreToolUse: [{ matcher: EVERY_TOOL_BUT_THE_CLAIM, hooks: toolHooks }],
      PostToolUse: toolHook,
      PostToolUseFailure: toolHook,
      Stop: [{ hooks: [{ type: "command", command, timeout: 120 }] }],
    },
  };
}

/** `node <fix-loop>/dist/hooks.js`, with the running node so PATH does not matter. */
export function defaultHookCommand(): string[] {
  return [process.execPath, locateHookProgram()];
}

/** dist/hooks.js next to the running bundle, or in the fix-loop package when run from source. */
export function locateHookProgram(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = fixLoopPackageRoot();
  const candidates = [
    path.join(here, "hooks.js"),
    ...(root ? [path.join(root, "dist", "hooks.js")] : []),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new HookProgramMissingError(
    `fix-loop's hook program is missing (looked for ${candidates.join(", ")}): run \`npm run build\` in the fix-loop package.`,
  );
}
