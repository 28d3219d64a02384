import { getTransformStream } from "@probot/pino";
import { type Logger, pino } from "pino";

/**
 * The server's logger: Probot's own (pino, through @probot/pino's formatting, with the same
 * LOG_* settings), except for a webhook whose signature does not match. Probot logs one of those
 * as two errors, each with a stack and the unverified payload (some 80 lines); anyone who can
 * reach the URL can send them. Here it is one warning line, with the delivery id and what to
 * check, and nothing the sender wrote.
 */
export async function serverLog(env: NodeJS.ProcessEnv): Promise<Logger> {
  const transform = await getTransformStream({
    logFormat: env.LOG_FORMAT === "json" ? "json" : "pretty",
    logLevelInString: env.LOG_LEVEL_IN_STRING === "true",
    sentryDsn: env.SENTRY_DSN,
  });
  // Where Probot sends it: file descriptor 1, through its formatting.
  transform.pipe(pino.destination(1) as unknown as NodeJS.WritableStream);
  return pino(
    {
      level: env.LOG_LEVEL || "info",
      name: "probot",
      messageKey: env.LOG_MESSAGE_KEY || "msg",
      hooks: {
        logMethod(args, method) {
          const refused = signatureRefusal(args[0]);
          if (refused === null) return method.apply(this, args);
          // The server logs the same refusal again, wrapped: said once is enough.
          if (refused === "again") return;
          this.warn(refused);
        },
      },
    },
    transform,
  );
}

const SIGNATURE = /signature does not match event payload and secret/;

/** The warning for a refused signature, "again" for its wrapped repeat, null for any other record. */
function signatureRefusal(first: unknown): string | "again" | null {
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (!(error instanceof Error) || !SIGNATURE.test(error.message)) return null;
  if (error instanceof AggregateError) return "again";
  const id = (error as { event?: { id?: unknown } }).event?.id;
  const delivery = typeof id === "string" ? ` ${JSON.stringify(id.slice(0, 80))}` : "";
  return `webhook${delivery} refused: its signature does not match WEBHOOK_SECRET (if GitHub sent it, the App's webhook secret and WEBHOOK_SECRET differ)`;
}
