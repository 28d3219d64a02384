import type { Mode } from "../mode.js";
import { runAndPresent } from "../run-and-present.js";
import { runLegAndUpload } from "./leg.js";

/** The verify job: tiers, triage, results; no agent, no key. Its groups feed fix's matrix. */
export const verifyMode = {
  needs: { agent: false, token: "optional", policy: false },
  run: (prepared, io, env) =>
    prepared.inputs.shard
      ? runLegAndUpload(prepared, io, env)
      : runAndPresent(prepared, io, env, { capGroups: true, bundle: false }),
} satisfies Mode;
