import { run } from "@probot/adapter-github-actions";
import type { Probot } from "probot";
import fixLoopApp from "./index.js";

/**
 * The same app without a server: one event per workflow job, with the job's GITHUB_TOKEN.
 * Probot finds GitHub Enterprise through GHE_HOST; a runner says where its API is in
 * GITHUB_API_URL, so that is passed on.
 */
const api = process.env.GITHUB_API_URL;
if (api && !process.env.GHE_HOST && new URL(api).host !== "api.github.com") {
  const url = new URL(api);
  process.env.GHE_HOST = url.host;
  process.env.GHE_PROTOCOL = url.protocol.replace(/:$/, "");
}

await run((app: Probot) => {
  fixLoopApp(app);
  // The adapter logs a failed handler and exits 0; the job should fail instead.
  app.onError(() => {
    process.exitCode = 1;
  });
});
