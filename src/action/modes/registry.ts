import { checkMode } from "./check/index.js";
import { fixMode } from "./fix/index.js";
import type { Mode } from "./mode.js";
import type { ModeName, ModeNeeds } from "./mode-needs.js";
import { planMode } from "./plan/index.js";
import { publishMode } from "./publish/index.js";
import { verifyMode } from "./verify/index.js";

/** The Action's jobs, by the mode input's value: a new mode is one folder and one line here. */
export const MODES = {
  verify: verifyMode,
  fix: fixMode,
  check: checkMode,
  publish: publishMode,
  plan: planMode,
} satisfies Record<ModeName, Mode>;

/** What each mode needs, for the guards that run before any mode does. */
export const MODE_NEEDS: Readonly<Record<ModeName, ModeNeeds>> = Object.fromEntries(
  Object.entries(MODES).map(([name, mode]) => [name, mode.needs]),
) as Record<ModeName, ModeNeeds>;
