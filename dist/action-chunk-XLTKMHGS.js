import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  isWritableFramework,
  styleOf
} from "./action-chunk-ZPEF6LW5.js";
import {
  frameworkOfCommand
} from "./action-chunk-SS2VXKTL.js";
import {
  PENDING_SUFFIX
} from "./action-chunk-BPJEQ3KB.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import {
  UserError
} from "./action-chunk-O2P565NO.js";

// src/plan/script-globs.ts
function scriptGlobs(config) {
  const globs = [...config.tiers.flatMap((tier) => tier.tests ?? []), ...config.tests ?? []];
  for (const tier of config.tiers) {
    const framework = tier.command ? frameworkOfCommand(tier.command) : null;
    if (!isWritableFramework(framework)) continue;
    globs.push(...styleOf(framework).testFiles.map((glob) => `${glob}${PENDING_SUFFIX}`));
  }
  return [...new Set(globs)];
}

// src/action/modes/mode-requirements.ts
function requireForMode(run, mode, requirements) {
  const needed = [
    ...run.needs.token === "required" ? [
      {
        given: Boolean(run.inputs.githubToken),
        what: "the input github-token (pass secrets.GITHUB_TOKEN explicitly)"
      }
    ] : [],
    ...run.needs.policy ? [
      {
        given: Boolean(run.inputs.policyConfig),
        what: "the input policy-config (the default branch's .github/fix-loop.yml, checked out outside the workspace)"
      }
    ] : []
  ];
  const missing = [...needed, ...requirements].filter((requirement) => !requirement.given);
  if (missing.length > 0)
    throw new UserError(`${mode} mode needs ${missing.map((entry) => entry.what).join("; ")}`);
  if (!run.head)
    throw new UserError(
      `${mode} mode needs a checkout of the pinned commit: run actions/checkout first`
    );
  return run.head;
}

// src/action/modes/reset-checkout.ts
async function resetCheckout(top, head) {
  await hardenedGit(top, ["reset", "--quiet", "--hard", head]);
  await hardenedGit(top, ["clean", "-ffdxq"]);
}
async function checkoutTop(cwd) {
  return (await hardenedGit(cwd, ["rev-parse", "--show-toplevel"])).trim();
}

export {
  scriptGlobs,
  requireForMode,
  resetCheckout,
  checkoutTop
};
