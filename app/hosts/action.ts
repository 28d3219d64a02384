import { readFileSync } from "node:fs";
import { pino } from "pino";
import { createProbot } from "probot";
import { messageOf } from "../../src/errors.js";
import { ACTIONS_BOT } from "../github/identity.js";
import { type Pacing, pacedOctokit, pacingFromEnv } from "../github/octokit.js";
import { createFixLoopApp } from "../index.js";
import { workflowLog } from "./workflow-log.js";

/**
 * The same app without a server: one event per workflow job, with the job's GITHUB_TOKEN
 * (app/action.yml runs this bundle for a workflow in any repository).
 * Read the event GitHub wrote to GITHUB_EVENT_PATH and hand it to probot.receive, with the
 * server's paced Octokit, so the FIX_LOOP_* pacing settings apply here too.
 * Probot finds GitHub Enterprise through GHE_HOST; a runner says where its API is in
 * GITHUB_API_URL, so that is passed on.
 */
const api = process.env.GITHUB_API_URL;
if (api && !process.env.GHE_HOST && new URL(api).host !== "api.github.com") {
  const url = new URL(api);
  process.env.GHE_HOST = url.host;
  process.env.GHE_PROTOCOL = url.protocol.replace(/:$/, "");
}

const log = pino({}, workflowLog);
// The action's `token` input (app/action.yml) first: a job-wide GITHUB_TOKEN must not override it.
const githubToken =
  process.env.INPUT_TOKEN || process.env.GITHUB_TOKEN || process.env.INPUT_GITHUB_TOKEN;
const missing = ["GITHUB_RUN_ID", "GITHUB_EVENT_NAME", "GITHUB_EVENT_PATH"].filter(
  (name) => !process.env[name],
);
let pacing: Pacing | null = null;
try {
  pacing = pacingFromEnv(process.env);
} catch (error) {
  log.error(`fix-loop app: cannot start; ${messageOf(error)}`);
}

if (!githubToken) {
  log.error(
    "fix-loop app: no token; give the step the job's token (the action's `token` input, or GITHUB_TOKEN for `node dist/app-action.js`)",
  );
  process.exitCode = 2;
} else if (missing.length > 0) {
  log.error(`fix-loop app: runs as a workflow step; ${missing.join(", ")} not set`);
  process.exitCode = 2;
} else if (!pacing) {
  process.exitCode = 2;
} else {
  const probot = createProbot({ overrides: { githubToken, log, Octokit: pacedOctokit(pacing) } });
  // The job's GITHUB_TOKEN writes as github-actions[bot]: only its bodies carry state here.
  await probot.load(createFixLoopApp({ ownLogin: ACTIONS_BOT }));
  await probot
    .receive({
      id: String(process.env.GITHUB_RUN_ID),
      // The workflow listens to pull_request_target (the default branch's code); the payload
      // is the pull_request event's.
      name: process.env.GITHUB_EVENT_NAME?.replace(
        /^pull_request_target$/,
        "pull_request",
      ) as never,
      payload: JSON.parse(readFileSync(String(process.env.GITHUB_EVENT_PATH), "utf8")),
    })
    .catch((error: unknown) => {
      // The job fails with the handler.
      log.error(error);
      process.exitCode = 1;
    });
}
