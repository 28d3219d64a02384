/**
 * The agent's sandbox: who its commands run as, the PID namespace each starts in and ends with,
 * and the copy of the tree it works in. Everything run for the agent (claude, its tools and
 * hooks, the tests and services of its attempts) gets its command line from runAsUser; the fix
 * and check modes give it a RunAs from attachNamespace (and makeAgentCopy, for fix).
 */

export { type Namespace, type RunAs, type RunAsOptions, runAsUser } from "../process/run-as.js";
export { type AgentCopy, makeAgentCopy } from "./agent-copy.js";
export { attachNamespace } from "./attach.js";
export { drainEnded } from "./ended.js";
export { whyNoNamespace } from "./namespace.js";
