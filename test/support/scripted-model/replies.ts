/** What the scripted model answers to one request of the main agent conversation. */
export type ScriptedReply = TurnReply | HangReply | ErrorReply;

export interface ToolCallSpec {
  tool: string;
  input: Record<string, unknown>;
  /** The tool_use id; generated when absent. */
  id?: string;
}

export interface TurnReply {
  kind?: "turn";
  text?: string;
  tools?: ToolCallSpec[];
  /** Token counts reported for this reply; they drive the CLI's cost figure (default 10 in, 5 out). */
  usage?: { input_tokens: number; output_tokens: number };
}

/** Accept the request and never answer: for timeout tests. */
export interface HangReply {
  kind: "hang";
}

/** Answer with an HTTP error in the API's error shape. */
export interface ErrorReply {
  kind: "error";
  status: number;
  type: string;
  message: string;
}

/** A plain text answer that ends the turn. */
export function say(text: string): TurnReply {
  return { text };
}

/** One or more tool calls (and optional text before them). */
export function callTools(tools: ToolCallSpec[], text?: string): TurnReply {
  return text === undefined ? { tools } : { text, tools };
}

/** A single tool call, `{ tool: "Read", input: { file_path } }` in one line. */
export function callTool(tool: string, input: Record<string, unknown>, id?: string): TurnReply {
  return callTools([id === undefined ? { tool, input } : { tool, input, id }]);
}

/**
 * The structured claim: with --json-schema the CLI offers a `StructuredOutput` tool and the
 * model answers by calling it; the CLI then ends the session with `structured_output` set.
 */
export function claim(value: Record<string, unknown>): TurnReply {
  return callTool("StructuredOutput", value);
}

export function hang(): HangReply {
  return { kind: "hang" };
}

export function apiError(status: number, message: string, type = "api_error"): ErrorReply {
  return { kind: "error", status, type, message };
}
