/**
 * One GitHub client per installation for webhook events, instead of Probot's one per event.
 *
 * Probot builds a new authenticated Octokit (every plugin, its own request defaults) for each
 * event that has a handler, before the handler runs: about 0.3 ms of CPU, most of the cost of a
 * comment that is not a `/fix` and makes no GitHub call. A client of an installation holds no
 * state of one event: its token comes from Probot's token cache, renewed as it expires. So the
 * first event's client is kept and handed to the next events of that installation, as Probot
 * itself does with a token (Actions mode). What is lost: Probot's undocumented
 * `x-github-delivery` request header then names the installation's first event.
 */
const KEPT = 1000;

interface EventAuthOptions {
  type?: string;
  event?: { name?: string; payload?: { installation?: { id?: number } } };
}
type Auth = (options?: EventAuthOptions) => Promise<unknown>;

/** An Octokit plugin; on Probot's app client it answers "event-octokit" from the kept clients. */
export function clientPerInstallation(octokit: { auth: Auth }): { auth: Auth } {
  const auth = octokit.auth;
  const kept = new Map<number, Promise<unknown>>();
  const eventAuth: Auth = (options) => {
    const installation = options?.event?.payload?.installation?.id;
    // An installation event may say the app lost its access: Probot answers it unauthenticated.
    if (
      options?.type !== "event-octokit" ||
      !installation ||
      options.event?.name === "installation"
    )
      return auth(options);
    let client = kept.get(installation);
    if (!client) {
      client = auth(options);
      // A failure is not kept: the next event asks again.
      client.catch(() => kept.delete(installation));
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as number);
      kept.set(installation, client);
    }
    return client;
  };
  return { auth: Object.assign(eventAuth, auth) };
}
