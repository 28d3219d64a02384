import { parseDurationMs } from "../config/duration-text.js";
import { SERVICE_TIMEOUT_SECONDS } from "../config/service-defaults.js";

/** What probe-ahead.ts needs of a service: its probe, and how long to wait for it. */
export interface AskedService {
  health: string;
  timeout: number;
  start?: string;
  cwd?: string;
  env: Record<string, string>;
}

/**
 * The services of a config read as YAML but not yet checked (read-config.ts), as far as they can
 * be read: a service whose health, timeout, start, cwd or env is not what the schema takes is
 * left out, and waits for the gate as before. What is read here is compared with the checked
 * config before any wait counts (ProbesAhead.keepOnly).
 */
export function servicesReadEarly(data: Record<string, unknown>): Record<string, AskedService> {
  const services = data.services;
  if (!isRecord(services)) return {};
  const read: Record<string, AskedService> = {};
  for (const [name, value] of Object.entries(services)) {
    if (!isRecord(value) || typeof value.health !== "string") continue;
    const given = value.timeout ?? SERVICE_TIMEOUT_SECONDS;
    const timeout =
      typeof given === "number" || typeof given === "string" ? parseDurationMs(given) : null;
    const env = value.env === undefined ? {} : value.env;
    const stringsOnly = isRecord(env) && Object.values(env).every((v) => typeof v === "string");
    if (timeout === null || !stringsOnly) continue;
    if (value.start !== undefined && typeof value.start !== "string") continue;
    if (value.cwd !== undefined && typeof value.cwd !== "string") continue;
    read[name] = {
      health: value.health,
      timeout,
      env: env as Record<string, string>,
      ...(value.start === undefined ? {} : { start: value.start }),
      ...(value.cwd === undefined ? {} : { cwd: value.cwd }),
    };
  }
  return read;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
