import type { Mode } from "../mode.js";

/** The fix job: the ladder for its groups, each kept fix handed on as a bundle for check. */
export const fixMode = {
  needs: { agent: true, token: "refused", policy: false },
  run: async (prepared, io, env) =>
    (await import("../run-and-present.js")).runAndPresent(prepared, io, env, {
      capGroups: false,
      bundle: true,
    }),
} satisfies Mode;
