import type { ServerResponse } from "node:http";
import type { TurnReply } from "./replies.js";

/** The content blocks of a reply, with tool_use ids filled in. */
export interface ReplyBlocks {
  content: (
    | { type: "text"; text: string }
    | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> }
  )[];
  stopReason: "end_turn" | "tool_use";
  usage: { input_tokens: number; output_tokens: number };
}

export function replyBlocks(reply: TurnReply, idPrefix: string): ReplyBlocks {
  const content: ReplyBlocks["content"] = [];
  if (reply.text !== undefined && reply.text !== "")
    content.push({ type: "text", text: reply.text });
  for (const [i, call] of (reply.tools ?? []).entries()) {
    content.push({
      type: "tool_use",
      id: call.id ?? `${idPrefix}_${i}`,
      name: call.tool,
      input: call.input,
    });
  }
  if (content.length === 0) content.push({ type: "text", text: "" });
  return {
    content,
    stopReason: reply.tools?.length ? "tool_use" : "end_turn",
    usage: reply.usage ?? { input_tokens: 10, output_tokens: 5 },
  };
}

/** Writes a reply the way the Messages API streams it: message_start, blocks, message_delta, message_stop. */
export function streamReply(
  res: ServerResponse,
  blocks: ReplyBlocks,
  model: string,
  messageId: string,
): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);

  send("message_start", {
    message: {
      id: messageId,
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: blocks.usage.input_tokens, output_tokens: 1 },
    },
  });
  blocks.content.forEach((block, index) => {
    if (block.type === "text") {
      send("content_block_start", { index, content_block: { type: "text", text: "" } });
      send("content_block_delta", { index, delta: { type: "text_delta", text: block.text } });
    } else {
      send("content_block_start", {
        index,
        content_block: { type: "tool_use", id: block.id, name: block.name, input: {} },
      });
      send("content_block_delta", {
        index,
        delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) },
      });
    }
    send("content_block_stop", { index });
  });
  send("message_delta", {
    delta: { stop_reason: blocks.stopReason, stop_sequence: null },
    usage: { output_tokens: blocks.usage.output_tokens },
  });
  send("message_stop", {});
  res.end();
}

/** The same reply as one JSON message, for requests made without `stream: true`. */
export function jsonReply(
  res: ServerResponse,
  blocks: ReplyBlocks,
  model: string,
  messageId: string,
): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: messageId,
      type: "message",
      role: "assistant",
      model,
      content: blocks.content,
      stop_reason: blocks.stopReason,
      stop_sequence: null,
      usage: blocks.usage,
    }),
  );
}
