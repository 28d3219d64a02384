#!/usr/bin/env node
import module from "node:module";
import { messageOf, UserError } from "../errors.js";
import { killAllProcessTreesSync } from "../process/started-groups.js";
import { VERSION } from "../version.js";
import { parseCliArgs } from "./args.js";
import { keepRunningWhenOutputCloses } from "./closed-output.js";
import { EXIT } from "./exit-codes.js";
import { helpText } from "./help.js";

// Node 22.1 and later keep V8's compiled code of the chunks below in the temp folder, so a second
// start compiles nothing (NODE_DISABLE_COMPILE_CACHE=1 turns it off); Node 20 has no such cache.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// Each command's code is imported when that command runs (the bundle splits there): `--version`,
// `--help` and a usage error start without the engine, zod's schemas or execa.
async function run(argv: string[]): Promise<number> {
  const args = parseCliArgs(argv);
  switch (args.command) {
    case "help":
      console.log(helpText(args.topic));
      // Asked for, help is a success; `fix-loop` alone ran nothing, and a script must not read it as a pass.
      return argv.length === 0 ? EXIT.usage : EXIT.passed;
    case "version":
      console.log(VERSION);
      return EXIT.passed;
    case "init":
      return (await import("./init-command.js")).runInitCommand(args);
    case "plan":
      return (await import("./plan-command.js")).runPlanCommand(args);
    case "merge":
      return (await import("./shard-commands.js")).runMergeCommand(args);
    case "verify":
      if (args.shard) return (await import("./shard-commands.js")).runLegCommand(args);
      return (await import("./engine-command.js")).runEngine(args);
    default:
      return (await import("./engine-command.js")).runEngine(args);
  }
}

process.on("exit", () => killAllProcessTreesSync());
keepRunningWhenOutputCloses();

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UserError) {
      console.error(`fix-loop: ${error.message}`);
      process.exitCode = EXIT.usage;
      return;
    }
    console.error(`fix-loop: internal error: ${messageOf(error)}`);
    if (process.env.FIX_LOOP_DEBUG) console.error(error);
    else console.error("set FIX_LOOP_DEBUG=1 for the stack trace, and please report it");
    process.exitCode = EXIT.internal;
  },
);
