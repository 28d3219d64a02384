import { accessSync, constants } from "node:fs";
import path from "node:path";

/** What the app needs in its environment before it may answer webhooks, for every host. */

/** Why the webhook secret in the environment cannot be used, or null when it can. */
export function webhookSecretProblem(env: NodeJS.ProcessEnv): string | null {
  const secret = env.WEBHOOK_SECRET?.trim();
  if (!secret)
    return "set WEBHOOK_SECRET: the secret set on the GitHub App's webhook (Settings > Webhook secret)";
  if (secret === "development")
    return "WEBHOOK_SECRET is \"development\", Probot's well-known default; set the secret from the GitHub App's webhook settings";
  return null;
}

/**
 * Each variable that is missing or unusable, said as what to set. Probot itself would start
 * without WEBHOOK_SECRET (accepting anything signed with "development"); the app refuses to.
 */
export function missingSettings(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const secret = webhookSecretProblem(env);
  if (secret) problems.push(secret.replace(/^set /, ""));
  if (!env.APP_ID) problems.push("APP_ID: the GitHub App's numeric id (Settings > About)");
  if (!env.PRIVATE_KEY && !env.PRIVATE_KEY_PATH) {
    problems.push(
      "PRIVATE_KEY or PRIVATE_KEY_PATH: the App's private key (Settings > Private keys), as text or a .pem path",
    );
  } else if (!env.PRIVATE_KEY && env.PRIVATE_KEY_PATH) {
    const keyProblem = unreadableKeyFile(env.PRIVATE_KEY_PATH);
    if (keyProblem) problems.push(keyProblem);
  }
  return problems;
}

/** Probot would throw a stack trace for a key path that names no readable file, and hang. */
function unreadableKeyFile(keyPath: string): string | null {
  const file = path.resolve(keyPath);
  try {
    accessSync(file, constants.R_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    return `PRIVATE_KEY_PATH: cannot read ${file} (${code}): the path of the App's .pem file, from the folder the app starts in`;
  }
}

/** The problems as the message a person reads. */
export function missingSettingsMessage(problems: string[]): string {
  return `set these environment variables:\n${problems.map((p) => `  - ${p}`).join("\n")}`;
}
