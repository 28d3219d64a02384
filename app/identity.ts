import type { Probot } from "probot";
import { messageOf } from "../src/errors.js";

/** Learns it at start; a failure is logged and retried on the first event, not fatal. */
export async function learnAtStart(app: Probot, ownLogin: () => Promise<string>): Promise<void> {
  try {
    app.log.info(`fix-loop app: writing as ${await ownLogin()}`);
  } catch (error) {
    app.log.warn(messageOf(error));
  }
}

/** Who writes the Actions-mode app's comments and issues: the job's GITHUB_TOKEN. */
export const ACTIONS_BOT = "github-actions[bot]";

/**
 * The login the app writes as, learned once per process: GitHub names an App's bot
 * `<slug>[bot]`, and GET /app (with the App's JWT) gives the slug. Only bodies written under this
 * login carry state the app reads; a comment by any other bot (or a person) is just text.
 * A failed look-up is retried on the next event instead of being remembered.
 */
export function learnOwnLogin(app: Probot): () => Promise<string> {
  let learning: Promise<string> | null = null;
  const learn = async (): Promise<string> => {
    const octokit = await app.auth();
    const { data } = await octokit.rest.apps.getAuthenticated();
    const slug = (data as { slug?: string } | null)?.slug;
    if (!slug) throw new Error("GET /app answered without the App's slug");
    return `${slug}[bot]`;
  };
  const ownLogin = (): Promise<string> => {
    learning ??= learn().catch((error: unknown) => {
      learning = null;
      throw new Error(`could not learn the App's own login (GET /app): ${messageOf(error)}`);
    });
    return learning;
  };
  return ownLogin;
}
