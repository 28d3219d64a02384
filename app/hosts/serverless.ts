import type { IncomingMessage, ServerResponse } from "node:http";
import { createNodeMiddleware, createProbot } from "probot";
import { messageOf } from "../../src/errors.js";
import { pacedOctokit, pacingFromEnv } from "../github/octokit.js";
import fixLoopApp from "../index.js";
import { missingSettings, missingSettingsMessage } from "./start-requirements.js";

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

let built: Promise<RequestHandler> | null = null;

/**
 * The app as one Node request handler, for hosts that call a function per request (a Vercel
 * function, a Node adapter on a serverless platform, your own `http.createServer`): webhooks at
 * WEBHOOK_PATH (default /api/github/webhooks), GET /ping answers PONG as the server's health
 * check does, anything else 404. Built on the first request from the environment then, with the
 * same settings and refusals as `npm start`; a setting missing answers 503 and logs what to set.
 */
export default async function fixLoopWebhooks(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  built ??= handlerFor(process.env);
  await (await built)(request, response);
}

async function handlerFor(env: NodeJS.ProcessEnv): Promise<RequestHandler> {
  const problems = missingSettings(env);
  if (problems.length > 0) return notConfigured(missingSettingsMessage(problems));
  try {
    const probot = createProbot({ env, overrides: { Octokit: pacedOctokit(pacingFromEnv(env)) } });
    const middleware = await createNodeMiddleware(fixLoopApp, {
      probot,
      webhooksPath: env.WEBHOOK_PATH || undefined,
    });
    return async (request, response) => {
      if (request.method === "GET" && request.url?.split("?")[0] === "/ping") {
        response.writeHead(200, { "content-type": "text/plain" }).end("PONG");
        return;
      }
      await middleware(request, response, () => {
        response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      });
    };
  } catch (error) {
    return notConfigured(messageOf(error));
  }
}

/** Says what is wrong once, in the host's log; callers only learn that it is not set up. */
function notConfigured(problem: string): RequestHandler {
  process.stderr.write(`fix-loop app: cannot answer webhooks; ${problem}\n`);
  return async (_request, response) => {
    response
      .writeHead(503, { "content-type": "text/plain" })
      .end("The fix-loop app is not configured: its log says what to set.\n");
  };
}
