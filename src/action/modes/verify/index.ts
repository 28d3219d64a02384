import type { Mode } from "../mode.js";

/** The verify job: tiers, triage, results; no agent, no key. Its groups feed fix's matrix. */
export const verifyMode = {
  needs: { agent: false, token: "optional", policy: false },
  run: async (prepared, io, env) =>
    prepared.inputs.shard
      ? (await import("./leg.js")).runLegAndUpload(prepared, io, env)
      : (await import("../run-and-present.js")).runAndPresent(prepared, io, env, {
          capGroups: true,
          bundle: false,
        }),
} satisfies Mode;
