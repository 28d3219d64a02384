/**
 * Functions both of jest's setup files of ours declare (the retries' in runner-retry.ts, the
 * coverage's in coverage-setup.ts): jest's own module for its globals, where the project injects
 * none (injectGlobals: false), and jest-circus's state, which it keeps under a symbol of its own
 * (jest 22's jasmine has none).
 */
export const JEST_SETUP_HELPERS = `function jestGlobals() {
  try { return require("@jest/globals"); } catch (error) { return {}; }
}
function circusState() {
  const key = Object.getOwnPropertySymbols(globalThis).find((symbol) => symbol.description === "JEST_STATE_SYMBOL");
  return key && globalThis[key];
}
function circusTest() {
  const state = circusState();
  return state && state.currentlyRunningTest;
}`;
