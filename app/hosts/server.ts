import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Probot } from "probot";
import { run } from "probot";
import { messageOf } from "../../src/errors.js";
import { pacedOctokit, pacingFromEnv } from "../github/octokit.js";
import fixLoopApp from "../index.js";
import { loadDotEnv } from "./dot-env.js";
import { serverLog } from "./server-log.js";
import {
  missingSettings,
  missingSettingsMessage,
  webhookSecretProblem,
} from "./start-requirements.js";

/**
 * `probot run ./dist/app.js` loads this file for its app function, and never goes through
 * main(): so the refusal lives here too. Probot would otherwise verify webhooks with the secret
 * "development", and anyone could forge a `/fix` under an admin's login.
 */
export default function fixLoopServerApp(app: Probot): Promise<void> {
  return refuseOrLoad(app, process.env);
}

async function refuseOrLoad(app: Probot, env: NodeJS.ProcessEnv): Promise<void> {
  const problem = webhookSecretProblem(env);
  if (problem) {
    // Said plainly and final: a thrown error would reach the user as a stack trace.
    process.stderr.write(`fix-loop app: cannot start; ${problem}\n`);
    process.exit(2);
  }
  await fixLoopApp(app);
}

/**
 * `npm start` (node dist/app.js): Probot's server with the fix-loop app, after checking what it
 * needs. Probot itself would start without WEBHOOK_SECRET (accepting anything signed with
 * "development"); this refuses to.
 */
async function main(): Promise<void> {
  const unreadable = loadDotEnv(process.cwd());
  if (unreadable) {
    process.stderr.write(`fix-loop app: cannot start; ${unreadable}\n`);
    process.exitCode = 2;
    return;
  }
  // What the app runs with: run() writes .env over process.env, where a variable set outside
  // the file must win (it does in this copy, which loadDotEnv filled without overriding).
  const env = { ...process.env };
  const problems = missingSettings(env);
  if (problems.length > 0) {
    process.stderr.write(`fix-loop app: cannot start; ${missingSettingsMessage(problems)}\n`);
    process.exitCode = 2;
    return;
  }
  let Octokit: ReturnType<typeof pacedOctokit>;
  try {
    Octokit = pacedOctokit(pacingFromEnv(env));
  } catch (error) {
    process.stderr.write(`fix-loop app: cannot start; ${messageOf(error)}\n`);
    process.exitCode = 2;
    return;
  }
  const server = await run((app) => refuseOrLoad(app, env), {
    env: env as Record<string, string>,
    Octokit,
    log: await serverLog(env),
  });
  const stop = () => {
    server.stop().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

function runDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runDirectly()) {
  main().catch((error: unknown) => {
    process.stderr.write(`fix-loop app: ${messageOf(error)}\n`);
    process.exitCode = 1;
  });
}
