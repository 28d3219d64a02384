import type { Mode } from "../mode.js";
import { runCheck } from "./run-check.js";

/** The check job: each bundle applied to the pinned commit and re-verified on a fresh runner. */
export const checkMode = {
  needs: { agent: false, token: "optional", policy: true },
  run: runCheck,
} satisfies Mode;
