import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ScriptedReply, say } from "./replies.js";
import type { MessagesBody, RecordedRequest } from "./requests.js";
import { jsonReply, replyBlocks, streamReply } from "./sse.js";

/** A list of replies, one per main request in order, or a function choosing each reply. */
export type Script =
  | readonly ScriptedReply[]
  | ((request: RecordedRequest, index: number) => ScriptedReply | Promise<ScriptedReply>);

export interface ScriptedModel {
  /** The base URL for ANTHROPIC_BASE_URL. */
  url: string;
  /** Requests of the main agent conversation (those offering client tools), in arrival order. */
  requests: RecordedRequest[];
  /** Everything else the CLI asked for: side model calls (web search), token counts, connectivity checks. */
  sideRequests: RecordedRequest[];
  /** Main requests that arrived after a list script ran out (answered with a short text). */
  exhausted: number;
  /** Errors thrown by a script function (answered with HTTP 500). */
  scriptErrors: Error[];
  /**
   * The environment that points the real `claude` at this server and nothing else, with a
   * throwaway HOME and CLAUDE_CONFIG_DIR so a test never reads or writes ~/.claude.
   */
  env: Record<string, string>;
  close(): Promise<void>;
}

const EXHAUSTED_TEXT = "(the scripted model has no more turns)";

export interface ScriptedModelOptions {
  /**
   * The answer to a side request (no client tools: WebSearch's own search call, summaries);
   * default: a short text. WebSearch shows this text to the agent as the search results.
   */
  side?: (request: RecordedRequest) => ScriptedReply;
}

/** Starts a Messages API server on 127.0.0.1 with a random port that answers from the script. */
export async function startScriptedModel(
  script: Script,
  options: ScriptedModelOptions = {},
): Promise<ScriptedModel> {
  const home = await mkdtemp(path.join(tmpdir(), "fix-loop-claude-home-"));
  const requests: RecordedRequest[] = [];
  const sideRequests: RecordedRequest[] = [];
  const scriptErrors: Error[] = [];
  let exhausted = 0;

  const chooseReply = async (request: RecordedRequest): Promise<ScriptedReply> => {
    if (typeof script === "function") return script(request, request.index);
    const reply = script[request.index];
    if (reply) return reply;
    exhausted += 1;
    return say(EXHAUSTED_TEXT);
  };

  const server = createServer((req, res) => {
    readBody(req)
      .then(async (raw) => {
        const body = parseBody(raw);
        const isMessages = req.method === "POST" && pathOf(req) === "/v1/messages";
        const isMain = isMessages && offersClientTools(body);
        const list = isMain ? requests : sideRequests;
        const request: RecordedRequest = {
          index: list.length,
          method: req.method ?? "GET",
          path: req.url ?? "/",
          headers: req.headers,
          body,
        };
        list.push(request);
        if (!isMessages) return answerSideEndpoint(req, res);
        const model = typeof body.model === "string" ? body.model : "scripted-model";
        const messageId = `msg_${isMain ? "main" : "side"}_${request.index}`;
        let reply: ScriptedReply;
        try {
          reply = isMain ? await chooseReply(request) : (options.side?.(request) ?? say("ok"));
        } catch (error) {
          scriptErrors.push(error instanceof Error ? error : new Error(String(error)));
          return sendJson(res, 500, apiErrorBody("api_error", `script failed: ${String(error)}`));
        }
        if (reply.kind === "hang") return; // keep the socket open; close() destroys it
        if (reply.kind === "error") {
          return sendJson(res, reply.status, apiErrorBody(reply.type, reply.message));
        }
        const blocks = replyBlocks(reply, `toolu_${request.index}`);
        if (body.stream === true) streamReply(res, blocks, model, messageId);
        else jsonReply(res, blocks, model, messageId);
      })
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, apiErrorBody("api_error", String(error)));
      });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    requests,
    sideRequests,
    get exhausted() {
      return exhausted;
    },
    scriptErrors,
    env: {
      ANTHROPIC_BASE_URL: url,
      ANTHROPIC_API_KEY: "dummy",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      HOME: home,
      CLAUDE_CONFIG_DIR: path.join(home, ".claude"),
      PATH: process.env.PATH ?? "/usr/bin:/bin",
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(home, { recursive: true, force: true });
    },
  };
}

/**
 * The agent's conversation offers its client tools (each with an input_schema). Side calls
 * offer none, or only a server tool: WebSearch asks the API with `web_search_20250305`.
 */
function offersClientTools(body: MessagesBody): boolean {
  return (body.tools ?? []).some((tool) => "input_schema" in tool);
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? "/").split("?")[0] ?? "/";
}

/** Token counting gets a plausible number; anything else (connectivity checks) a harmless answer. */
function answerSideEndpoint(req: IncomingMessage, res: ServerResponse): void {
  if (pathOf(req) === "/v1/messages/count_tokens") {
    sendJson(res, 200, { input_tokens: 100 });
  } else if (req.method === "HEAD") {
    res.writeHead(200);
    res.end();
  } else {
    sendJson(res, 404, apiErrorBody("not_found_error", `the scripted model has no ${pathOf(req)}`));
  }
}

function apiErrorBody(type: string, message: string) {
  return { type: "error", error: { type, message } };
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseBody(raw: string): MessagesBody {
  if (raw === "") return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null ? (parsed as MessagesBody) : { raw };
  } catch {
    return { raw };
  }
}
