/** A request as the scripted model received it, with readers for what tests assert on. */
export interface RecordedRequest {
  /** Position among the requests of its kind (main or side), from 0. */
  index: number;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: MessagesBody;
}

/** The parts of a Messages API request body that tests read; the rest passes through untyped. */
export interface MessagesBody {
  model?: string;
  stream?: boolean;
  system?: string | { type: string; text?: string }[];
  tools?: { name: string; type?: string; input_schema?: unknown; defer_loading?: boolean }[];
  messages?: { role: string; content: string | ContentBlock[] }[];
  [key: string]: unknown;
}

export interface ContentBlock {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: string | { type: string; text?: string }[];
  is_error?: boolean;
}

export interface ToolResult {
  toolUseId: string;
  text: string;
  isError: boolean;
}

/** Names of the tools offered to the model, deferred ones included. */
export function offeredTools(request: RecordedRequest): string[] {
  return (request.body.tools ?? []).map((tool) => tool.name);
}

/** The system prompt as one string. */
export function systemText(request: RecordedRequest): string {
  const { system } = request.body;
  if (typeof system === "string") return system;
  return (system ?? []).map((block) => block.text ?? "").join("\n");
}

/** Every tool_result block in the conversation so far, oldest first. */
export function toolResults(request: RecordedRequest): ToolResult[] {
  const results: ToolResult[] = [];
  for (const message of request.body.messages ?? []) {
    if (typeof message.content === "string") continue;
    for (const block of message.content) {
      if (block.type !== "tool_result") continue;
      results.push({
        toolUseId: block.tool_use_id ?? "",
        text: blockText(block.content),
        isError: block.is_error === true,
      });
    }
  }
  return results;
}

/** The tool_result answering one tool_use id, or undefined when it has not come back yet. */
export function toolResultFor(request: RecordedRequest, toolUseId: string): ToolResult | undefined {
  return toolResults(request).find((result) => result.toolUseId === toolUseId);
}

/** All text the conversation carries (user, system-role and tool results), for `includes` checks. */
export function conversationText(request: RecordedRequest): string {
  const parts: string[] = [];
  for (const message of request.body.messages ?? []) {
    if (typeof message.content === "string") parts.push(message.content);
    else for (const block of message.content) parts.push(block.text ?? blockText(block.content));
  }
  return parts.join("\n");
}

function blockText(content: ContentBlock["content"]): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.map((part) => part.text ?? "").join("\n");
}
