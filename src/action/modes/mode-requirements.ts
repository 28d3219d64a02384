import { UserError } from "../../errors.js";
import type { PreparedRun } from "../prepare-run.js";

/**
 * Refuses a check or publish run before any work: every missing requirement named at once (a
 * `what` whose `given` is false; the mode's needs first: the token, the policy), then the
 * pinned commit the bundles apply to, which it returns.
 */
export function requireForMode(
  run: PreparedRun,
  mode: "check" | "publish",
  requirements: readonly { given: boolean; what: string }[],
): string {
  const needed = [
    ...(run.needs.token === "required"
      ? [
          {
            given: Boolean(run.inputs.githubToken),
            what: "the input github-token (pass secrets.GITHUB_TOKEN explicitly)",
          },
        ]
      : []),
    ...(run.needs.policy
      ? [
          {
            given: Boolean(run.inputs.policyConfig),
            what: "the input policy-config (the default branch's .github/fix-loop.yml, checked out outside the workspace)",
          },
        ]
      : []),
  ];
  const missing = [...needed, ...requirements].filter((requirement) => !requirement.given);
  if (missing.length > 0)
    throw new UserError(`${mode} mode needs ${missing.map((entry) => entry.what).join("; ")}`);
  if (!run.head)
    throw new UserError(
      `${mode} mode needs a checkout of the pinned commit: run actions/checkout first`,
    );
  return run.head;
}
