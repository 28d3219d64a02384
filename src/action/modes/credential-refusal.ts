import { UserError } from "../../errors.js";
import type { ActionInputs } from "../inputs.js";
import type { ModeNeeds } from "./mode-needs.js";

/** The Action refuses to start as configured; the step exits 2, like the CLI's usage errors. */
export class StartRefusal extends UserError {
  override name = "StartRefusal";
  readonly exitCode = 2;
}

const OIDC_VARIABLES = ["ACTIONS_ID_TOKEN_REQUEST_URL", "ACTIONS_ID_TOKEN_REQUEST_TOKEN"];

/**
 * A job that runs the agent (fix, plan) runs it and the repository's tests: it must hold no
 * credential that writes to GitHub. A `github-token` input or the OIDC request variables
 * (`id-token: write`) would be in reach of both, so where the mode refuses a token the Action
 * stops before anything runs and says what to remove.
 */
export function refuseWriteCredentials(
  inputs: ActionInputs,
  needs: ModeNeeds,
  env: NodeJS.ProcessEnv,
): void {
  if (needs.token !== "refused") return;
  const found: string[] = [];
  if (inputs.githubToken) {
    found.push(
      `the github-token input: remove \`github-token:\` from the ${inputs.mode} step's \`with:\` (only the publish job takes a token)`,
    );
  }
  const oidc = OIDC_VARIABLES.filter((name) => (env[name] ?? "") !== "");
  if (oidc.length > 0) {
    found.push(
      `the OIDC request variables (${oidc.join(", ")}): remove \`id-token: write\` from the ${inputs.mode} job's permissions`,
    );
  }
  if (found.length === 0) return;
  throw new StartRefusal(
    `${inputs.mode} mode refuses to start: the agent and the tests would be able to read ${found.join("; and ")}. ` +
      `The ${inputs.mode} job needs \`contents: read\` and the Anthropic key, nothing else.`,
  );
}
