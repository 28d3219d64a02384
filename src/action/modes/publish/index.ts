import type { Mode } from "../mode.js";

/** The publish job: the only one with a write token; runs no code of the repository. */
export const publishMode = {
  needs: { agent: false, token: "required", policy: true },
  run: async (...args) => (await import("./run-publish.js")).runPublish(...args),
} satisfies Mode;
