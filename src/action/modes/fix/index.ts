import type { Mode } from "../mode.js";
import { runAndPresent } from "../run-and-present.js";

/** The fix job: the ladder for its groups, each kept fix handed on as a bundle for check. */
export const fixMode = {
  needs: { agent: true, token: "refused", policy: false },
  run: (prepared, io, env) => runAndPresent(prepared, io, env, { capGroups: false, bundle: true }),
} satisfies Mode;
