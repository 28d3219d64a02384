// The agent's identity and its sandbox live in src/sandbox/; the process runners only ask it.
export { type RunAs, runAsUser } from "../sandbox/run-as.js";
