import type { Mode } from "../mode.js";
import { runPublish } from "./run-publish.js";

/** The publish job: the only one with a write token; runs no code of the repository. */
export const publishMode = {
  needs: { agent: false, token: "required", policy: true },
  run: runPublish,
} satisfies Mode;
