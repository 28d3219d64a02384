import type { Mode } from "../mode.js";

/** The check job: each bundle applied to the pinned commit and re-verified on a fresh runner. */
export const checkMode = {
  needs: { agent: false, token: "optional", policy: true },
  run: async (...args) => (await import("./run-check.js")).runCheck(...args),
} satisfies Mode;
