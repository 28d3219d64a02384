import path from "node:path";
import { DEFAULT_CONFIG_PATH, readConfigYaml } from "../config/read-config.js";
import { probeAhead } from "../gates/probe-ahead.js";
import { servicesReadEarly } from "../gates/services-read-early.js";
import { abortOnSignals } from "./abort-on-signals.js";
import type { CliArgs } from "./args.js";

/**
 * `fix-loop verify` and `fix-loop fix` (main.ts imports this when asked). The config is read as
 * YAML, the services that are only asked begin their wait, and then the schema and the engine
 * load, most of the bundle: a dead backend's timeout runs while they do. A wait the checked
 * config does not ask the same way is dropped (ProbesAhead.keepOnly).
 */
export async function runEngine(args: CliArgs): Promise<number> {
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const yaml = await readConfigYaml(configPath, args.cwd);
  const abort = abortOnSignals();
  const probesAhead = await probeAhead(servicesReadEarly(yaml.data), {
    cwd: path.resolve(args.cwd),
    env: process.env,
    signal: abort.signal,
  });
  try {
    const config = (await import("../config/load.js")).checkedConfig(yaml);
    probesAhead.keepOnly(config.services);
    const { runEngineWith } = await import("./engine-run.js");
    return await runEngineWith(args, { config, configPath, abort, probesAhead });
  } finally {
    probesAhead.cancel();
    abort.dispose();
  }
}
