import { run } from "@probot/adapter-github-actions";
import type { Probot } from "probot";
import fixLoopApp from "./index.js";

/**
 * The same app without a server: one event per workflow job, with the job's GITHUB_TOKEN.
 * The adapter logs a failed handler and exits 0; the job should fail instead.
 */
await run((app: Probot) => {
  fixLoopApp(app);
  app.onError(() => {
    process.exitCode = 1;
  });
});
