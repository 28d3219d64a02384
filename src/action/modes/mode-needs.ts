import type { ActionInputs } from "../inputs.js";

export type ModeName = ActionInputs["mode"];

/** What a mode needs before it starts: the guards read these, never a mode's name. */
export interface ModeNeeds {
  /**
   * Runs Claude Code: needs the Anthropic key, never runs for a fork's pull request, and its job
   * may hold no GitHub write credential (the token "refused").
   */
  agent: boolean;
  /** The github-token input: refused where the agent or the tests could read it, or required to write. */
  token: "refused" | "optional" | "required";
  /** The policy-config input: the default branch's config, whose protected paths a bundle is held to. */
  policy: boolean;
}
