import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messageOf } from "../errors.js";
import type { RunAs } from "../process/run-as.js";
import type { AttemptNetwork } from "../results/schema.js";
import { openHostPorts, runningHostPorts } from "./host-ports.js";
import { type ModelCredentials, ModelProxy } from "./model-proxy.js";
import { countNoRoutes, type NetworkNamespace, openNetworkNamespace } from "./network-namespace.js";

/** Where a model credential can come from; none of them reaches the agent's processes. */
export const MODEL_CREDENTIALS = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "CLAUDE_CODE_OAUTH_TOKEN",
] as const;

const DEFAULT_UPSTREAM = "https://api.anthropic.com";
const LOOPBACK_NAMES = "127.0.0.1,localhost,::1";

/**
 * The agent's way to the model and to the network for one run. With an agent user, the model
 * key stays with fix-loop's proxy and each attempt's claude gets a token of its own; with a
 * network namespace too, the proxy is the only way out. The tests and services the engine runs
 * for the agent get no credential at all.
 */
export interface AgentNetwork {
  /** The agent user with its network namespace attached, when it has one. */
  runAs: RunAs | null;
  /** One sentence for the job summary: what the agent could reach. */
  reach: string;
  /** For the log; a warning when the agent's network is the runner's. */
  note: string;
  warning: boolean;
  /** An environment with no model credential (the tests and services of the run). */
  withoutCredentials(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** The model gate's environment: credentials replaced with a token that opens nothing. */
  gateEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** One session's environment: its own token, the proxy as its model and its HTTPS_PROXY. */
  openAttempt(env: NodeJS.ProcessEnv, tools: readonly string[]): NodeJS.ProcessEnv;
  /** The session ended: its token opens nothing more. */
  endSession(): void;
  /** What the attempt reached and what was refused it; null where nothing watches. */
  takeLog(): Promise<AttemptNetwork | null>;
  close(): Promise<void>;
}

/**
 * The agent's network for the run, as the machine allows it: a machine that cannot make a
 * namespace gets the open network with the key still held (and a warning). Throws only when the
 * proxy itself cannot listen (no temp folder, no unix socket).
 */
export async function openAgentNetwork(options: {
  runAs: RunAs | null;
  agentEnv: NodeJS.ProcessEnv;
  allow: readonly string[];
  /** The health URLs of the config's services: those already up here are opened inside. */
  serviceHealth?: readonly string[];
}): Promise<AgentNetwork> {
  const { runAs, agentEnv, allow } = options;
  if (!runAs) return ownNetwork();
  const credentials = credentialsIn(agentEnv);
  const upstream = new URL(agentEnv.ANTHROPIC_BASE_URL || DEFAULT_UPSTREAM);
  const folder = await mkdtemp(path.join(tmpdir(), "fix-loop-net-"));
  let why: string;
  if (runAs.namespace) {
    const socket = path.join(folder, "model.sock");
    const proxy = await ModelProxy.listen({ socket, upstream, credentials, allow });
    const hostPorts = await openHostPorts(
      await runningHostPorts(options.serviceHealth ?? []),
      folder,
    );
    try {
      const netns = await openNetworkNamespace({
        modelSocket: socket,
        folder,
        hostPorts: hostPorts.ports,
      });
      return namespaced(proxy, netns, hostPorts, { runAs, agentEnv, allow, folder });
    } catch (error) {
      await hostPorts.close();
      await proxy.close();
      why = `no network namespace could be made (${messageOf(error)})`;
    }
  } else {
    why = "it has no PID namespace";
  }
  const proxy = await ModelProxy.listen({ socket: null, upstream, credentials, allow });
  return openNetwork(proxy, runAs, agentEnv, why, folder);
}

/** The agent runs as fix-loop's own user: it holds what fix-loop holds. */
function ownNetwork(): AgentNetwork {
  return {
    runAs: null,
    reach:
      "The agent ran as fix-loop's own user: it could reach every host this runner reaches, and the model key.",
    note: "the agent runs as this user, with its network and the model key",
    warning: false,
    withoutCredentials: (env) => env,
    gateEnv: (env) => env,
    openAttempt: (env) => env,
    endSession: () => undefined,
    takeLog: async () => null,
    close: async () => undefined,
  };
}

function namespaced(
  proxy: ModelProxy,
  netns: NetworkNamespace,
  hostPorts: Awaited<ReturnType<typeof openHostPorts>>,
  run: { runAs: RunAs; agentEnv: NodeJS.ProcessEnv; allow: readonly string[]; folder: string },
): AgentNetwork {
  const { runAs, agentEnv, allow, folder } = run;
  const self = `127.0.0.1:${netns.port}`;
  proxy.selfHost = self;
  const listed = allow.length > 0 ? `, ${allow.join(", ")} (fix.network.allow)` : "";
  const ports = hostPorts.ports.map(({ port }) => port);
  const services =
    ports.length > 0
      ? `, this runner's services already up on 127.0.0.1 port ${ports.join(", ")}`
      : "";
  return {
    ...withProxy(proxy, agentEnv, `http://${self}`, netns.dial),
    runAs: withNetwork(runAs, { path: netns.path, dial: netns.dial }),
    reach:
      `The agent could reach the model through fix-loop's proxy (which holds the key)${listed}${services}, ` +
      "and, in the web and deep steps, any https host on a public address; nothing else.",
    note: "each attempt in a network namespace whose only way out is fix-loop's model proxy",
    warning: false,
    close: async () => {
      await netns.close().catch(() => undefined);
      await hostPorts.close();
      await proxy.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function withNetwork(runAs: RunAs, network: { path: string; dial: string }): RunAs {
  const namespace = runAs.namespace ? { ...runAs.namespace, network } : null;
  return { ...runAs, namespace };
}

function openNetwork(
  proxy: ModelProxy,
  runAs: RunAs,
  agentEnv: NodeJS.ProcessEnv,
  why: string,
  folder: string,
): AgentNetwork {
  return {
    ...withProxy(proxy, agentEnv, `http://127.0.0.1:${proxy.port}`, null),
    runAs,
    reach:
      `The agent had no network namespace (${why}): it could reach every host this runner ` +
      "reaches, but not the model key, which fix-loop's proxy holds.",
    note: `no network namespace for the agent: ${why}; it can reach every host this runner reaches (the model key stays with fix-loop's proxy)`,
    warning: true,
    close: async () => {
      await proxy.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The token handling both kinds share: the proxy at `base`; with a namespace (its relay's `dial`)
 * HTTPS_PROXY too, and the count of connections tried around the proxy.
 */
function withProxy(
  proxy: ModelProxy,
  agentEnv: NodeJS.ProcessEnv,
  base: string,
  dial: string | null,
): Pick<AgentNetwork, "withoutCredentials" | "gateEnv" | "openAttempt" | "endSession" | "takeLog"> {
  const held = MODEL_CREDENTIALS.filter((name) => agentEnv[name]);
  const withToken = (env: NodeJS.ProcessEnv, token: string) => {
    const given = withoutCredentials(env);
    for (const name of held) given[name] = token;
    given.ANTHROPIC_BASE_URL = base;
    return given;
  };
  let noRoutesBefore: Promise<number> = Promise.resolve(0);
  return {
    withoutCredentials,
    gateEnv: (env) => withToken(env, "fix-loop-gate-opens-nothing"),
    openAttempt: (env, tools) => {
      const token = proxy.openAttempt(tools.includes("WebFetch"));
      const given: NodeJS.ProcessEnv = withToken(env, token);
      if (!dial) return given;
      noRoutesBefore = countNoRoutes(dial);
      for (const name of ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"])
        given[name] = base;
      for (const name of ["NO_PROXY", "no_proxy"]) given[name] = LOOPBACK_NAMES;
      return given;
    },
    endSession: () => proxy.endSession(),
    takeLog: async () => {
      const log = proxy.takeLog();
      if (!dial) return { ...log, unroutable: 0 };
      const unroutable = (await countNoRoutes(dial)) - (await noRoutesBefore);
      return { ...log, unroutable: Math.max(0, unroutable) };
    },
  };
}

function withoutCredentials(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = { ...env };
  for (const name of MODEL_CREDENTIALS) delete kept[name];
  return kept;
}

function credentialsIn(env: NodeJS.ProcessEnv): ModelCredentials {
  return {
    apiKey: env.ANTHROPIC_API_KEY || null,
    bearer: env.ANTHROPIC_AUTH_TOKEN || env.CLAUDE_CODE_OAUTH_TOKEN || null,
  };
}
