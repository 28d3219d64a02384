/**
 * Conditional GETs: the app remembers each answer's ETag and asks again with If-None-Match.
 * GitHub answers 304 when nothing changed, which costs no rate limit; the remembered answer is
 * then used. Keyed by the full URL (which names the repository, so one installation's answers
 * never serve another's) and the Accept header; the oldest entries go first past the limit.
 */
const KEPT = 2000;

interface Remembered {
  etag: string;
  response: unknown;
}

interface RequestOptions {
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}
interface Answer {
  status: number;
  headers: Record<string, string | number | undefined>;
}
type Request = (options: RequestOptions) => Promise<Answer>;

/** As much of an Octokit as the plugin touches, whatever @octokit/core it was built on. */
interface Hookable {
  hook: {
    wrap(
      name: "request",
      wrapper: (request: Request, options: RequestOptions) => Promise<Answer>,
    ): void;
  };
  request: {
    endpoint: {
      parse(options: RequestOptions): {
        method: string;
        url: string;
        headers: Record<string, unknown>;
      };
    };
  };
}

/**
 * The plugin, with one memory for every client it is installed on: Probot makes a new client
 * per event, and an ETag is only worth keeping across events.
 */
export function conditionalRequests(): (octokit: Hookable) => void {
  const remembered = new Map<string, Remembered>();
  return (octokit) => rememberAnswers(octokit, remembered);
}

function rememberAnswers(octokit: Hookable, remembered: Map<string, Remembered>): void {
  octokit.hook.wrap("request", async (request, options) => {
    const endpoint = octokit.request.endpoint.parse(options);
    if (endpoint.method !== "GET") return request(options);
    const key = `${endpoint.url} ${String(endpoint.headers.accept ?? "")}`;
    const known = remembered.get(key);
    if (known) options.headers = { ...options.headers, "if-none-match": known.etag };
    try {
      const response = await request(options);
      const etag = response.headers.etag;
      remembered.delete(key);
      if (typeof etag === "string" && response.status === 200) {
        remembered.set(key, { etag, response });
        if (remembered.size > KEPT) remembered.delete(remembered.keys().next().value as string);
      }
      return response;
    } catch (error) {
      if (known && (error as { status?: number }).status === 304) {
        // Most recently used goes last, so the least used is dropped first.
        remembered.delete(key);
        remembered.set(key, known);
        return known.response as Answer;
      }
      throw error;
    }
  });
}
