import type { Mode } from "../mode.js";
import { runPlanMode } from "./run-plan-mode.js";

/** The plan job: tests written from a prose plan, handed on as one bundle for check and review. */
export const planMode = {
  needs: { agent: true, token: "refused", policy: false },
  run: runPlanMode,
} satisfies Mode;
