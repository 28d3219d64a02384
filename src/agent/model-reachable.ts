import { lookup } from "node:dns/promises";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { messageOf } from "../errors.js";

export interface ReachabilityOptions {
  /** Waits between tries; their sum and the tries' timeouts stay within 30 s. */
  delaysMs?: readonly number[];
  connectTimeoutMs?: number;
  signal?: AbortSignal;
}

export const DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * How long the probe may take at the most: every try times out, with every wait between. DNS is
 * left out: a lookup that hangs is the system resolver's (a few seconds).
 */
export function longestProbeMs(
  delays: readonly number[] = DELAYS_MS,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
): number {
  return delays.reduce((sum, delay) => sum + delay, 0) + (delays.length + 1) * connectTimeoutMs;
}

/**
 * FIX_LOOP_MODEL_PROBE_DELAYS_MS ("10,10,10,10"): other waits between tries, so that tests of an
 * unreachable API do not sleep through the real 15 s (bench/model-gate.mjs measures those).
 */
export const PROBE_DELAYS_VARIABLE = "FIX_LOOP_MODEL_PROBE_DELAYS_MS";

function delaysFrom(env: NodeJS.ProcessEnv): readonly number[] | null {
  const text = env[PROBE_DELAYS_VARIABLE]?.trim();
  if (!text) return null;
  const delays = text.split(",").map(Number);
  return delays.every((delay) => Number.isInteger(delay) && delay >= 0) ? delays : null;
}

/**
 * The model gate's second half: whether the API Claude Code will call can be reached at all
 * (its name resolves, a connection opens), tried a few times within 30 s. An API that cannot
 * be reached is a failed gate before any test or session, never a failed fix: the sessions would
 * each spend minutes retrying and end as attempts that say nothing of the code. Returns the
 * problem in words, or null when it answers or fix-loop cannot tell where it is (Bedrock,
 * Vertex, a base URL it cannot read).
 */
export async function checkModelReachable(
  env: NodeJS.ProcessEnv,
  options: ReachabilityOptions = {},
): Promise<string | null> {
  const target = apiTarget(env);
  if (!target) return null;
  const delays = options.delaysMs ?? delaysFrom(env) ?? DELAYS_MS;
  const started = performance.now();
  let last = "";
  for (let tries = 1; ; tries++) {
    try {
      await connectOnce(target, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
      return null;
    } catch (error) {
      last = (error as NodeJS.ErrnoException).code ?? messageOf(error);
    }
    const delay = delays[tries - 1];
    if (delay === undefined || options.signal?.aborted) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      return (
        `the model: cannot reach the API at ${target.shown}${target.via} (${last}; ${tries} tries in ${seconds} s): ` +
        "check the network, DNS, a proxy or ANTHROPIC_BASE_URL where fix-loop runs, then run again"
      );
    }
    await sleep(delay, undefined, { signal: options.signal }).catch(() => undefined);
  }
}

interface Target {
  host: string;
  port: number;
  /** The API's origin, for the message. */
  shown: string;
  /** " through the proxy http://..." when a proxy is what must answer. */
  via: string;
}

/** The API's host and port, or its proxy's when the environment names one for its scheme. */
function apiTarget(env: NodeJS.ProcessEnv): Target | null {
  if (isSet(env.CLAUDE_CODE_USE_BEDROCK) || isSet(env.CLAUDE_CODE_USE_VERTEX)) return null;
  const api = parseUrl(env.ANTHROPIC_BASE_URL?.trim() || "https://api.anthropic.com");
  if (!api) return null;
  const secure = api.protocol === "https:";
  const proxyText = secure
    ? (env.HTTPS_PROXY ?? env.https_proxy)
    : (env.HTTP_PROXY ?? env.http_proxy);
  const proxy = proxyText ? parseUrl(proxyText) : null;
  const reached = proxy ?? api;
  return {
    host: reached.hostname.replace(/^\[|\]$/g, ""),
    port: Number(reached.port) || (reached.protocol === "https:" ? 443 : 80),
    shown: api.origin,
    via: proxy ? ` through the proxy ${proxy.origin}` : "",
  };
}

function connectOnce(target: Target, timeoutMs: number): Promise<void> {
  return (async () => {
    const { address } = await lookup(target.host);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: address, port: target.port });
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      socket.setTimeout(timeoutMs, () =>
        fail(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })),
      );
      socket.once("error", fail);
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
    });
  })();
}

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== "" && value !== "0" && value.toLowerCase() !== "false";
}
