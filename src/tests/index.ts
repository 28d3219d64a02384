export {
  type DiscoverOptions,
  type DiscoveryProblem,
  discoverScripts,
  TestDiscoveryError,
} from "./discover.js";
export { idFromFileName, parseScriptHeader, type ScriptHeader } from "./header.js";
export { type RunScriptOptions, runScript, type ScriptRun, SUMMARY_LINE } from "./run-script.js";
