import type { Probot } from "probot";
import { messageOf } from "../../src/errors.js";

/** The first wait before asking GitHub again, and the longest one. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * Starts learning the login and returns at once, so the server listens (and answers health
 * checks) while GitHub is slow or down. A failure is logged and asked again later, each wait
 * twice the last; an event that needs the login meanwhile asks too. The timers hold no process
 * open.
 */
export function learnInBackground(app: Probot, ownLogin: () => Promise<string>): void {
  let wait = FIRST_RETRY_MS;
  const attempt = (): void => {
    ownLogin().then(
      (login) => app.log.info(`fix-loop app: writing as ${login}`),
      (error: unknown) => {
        app.log.warn(`${messageOf(error)}; asking again in ${Math.round(wait / 1000)} s`);
        setTimeout(attempt, wait).unref();
        wait = Math.min(wait * 2, LONGEST_RETRY_MS);
      },
    );
  };
  attempt();
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
