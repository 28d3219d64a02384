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
  }
  return problems;
}

/** The problems as the message a person reads. */
export function missingSettingsMessage(problems: string[]): string {
  return `set these environment variables:\n${problems.map((p) => `  - ${p}`).join("\n")}`;
}
