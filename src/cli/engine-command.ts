import path from "node:path";
import { DEFAULT_CONFIG_PATH, loadConfig } from "../config/load.js";
import { probeAhead } from "../gates/probe-ahead.js";
import { abortOnSignals } from "./abort-on-signals.js";
import type { CliArgs } from "./args.js";

/**
 * `fix-loop verify` and `fix-loop fix` (main.ts imports this when asked). The config is read,
 * the services that are only asked begin their wait, and then the engine loads, most of the
 * bundle: a dead backend's timeout runs while it does.
 */
export async function runEngine(args: CliArgs): Promise<number> {
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const abort = abortOnSignals();
  const probesAhead = await probeAhead(config.services, {
    cwd: path.resolve(args.cwd),
    env: process.env,
    signal: abort.signal,
  });
  try {
    const { runEngineWith } = await import("./engine-run.js");
    return await runEngineWith(args, { config, configPath, abort, probesAhead });
  } finally {
    probesAhead.cancel();
    abort.dispose();
  }
}
