import type { Mode } from "../mode.js";

/** The plan job: tests written from a prose plan, handed on as one bundle for check and review. */
export const planMode = {
  needs: { agent: true, token: "refused", policy: false },
  run: async (...args) => (await import("./run-plan-mode.js")).runPlanMode(...args),
} satisfies Mode;
