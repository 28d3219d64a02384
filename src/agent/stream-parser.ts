import { claimSchema } from "../results/schema.js";
import type { AgentToolCall, AgentTranscript } from "./transcript.js";

const TEXT_LIMIT = 8_000;
/** The claim arrives through this tool; it is not one of the agent's working calls. */
const STRUCTURED_OUTPUT_TOOL = "StructuredOutput";

/** The fields of the transcript that come from stdout. */
export type StreamPart = Pick<
  AgentTranscript,
  | "resultSubtype"
  | "isError"
  | "turns"
  | "costUsd"
  | "sessionId"
  | "model"
  | "offeredTools"
  | "claim"
  | "toolCalls"
  | "text"
  | "notes"
  | "apiError"
>;

export interface StreamFindings {
  part: StreamPart;
  /** A result message arrived. */
  sawResult: boolean;
  /** The result's error texts (errors[]), for a result with is_error. */
  resultErrors: string[];
}

/** Reads Claude Code's `--output-format stream-json` one line at a time. Never throws. */
export class StreamParser {
  private readonly part: StreamPart = {
    resultSubtype: null,
    isError: false,
    turns: 0,
    costUsd: 0,
    sessionId: null,
    model: null,
    offeredTools: [],
    claim: null,
    toolCalls: [],
    text: "",
    notes: [],
    apiError: null,
  };
  private sawResult = false;
  private resultErrors: string[] = [];
  /** Tool-use ids the CLI reported as permission denials (hooks' included). */
  private readonly deniedIds = new Set<string>();
  private nonJsonLines = 0;
  private firstNonJson: string | null = null;
  private readonly byId = new Map<string, AgentToolCall>();

  /** Takes one line; returns the parsed message (or null for blank and non-JSON lines). */
  line(text: string): Record<string, unknown> | null {
    if (text.trim() === "") return null;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.nonJsonLines += 1;
      this.firstNonJson ??= text.slice(0, 200);
      return null;
    }
    if (!isRecord(message)) return null;
    this.take(message);
    return message;
  }

  /** The findings once the stream has ended, with notes about anything odd in it. */
  finish(): StreamFindings {
    if (this.nonJsonLines > 0) {
      this.part.notes.push(
        `${this.nonJsonLines} output line(s) were not JSON, the first: ${JSON.stringify(this.firstNonJson)}`,
      );
    }
    for (const call of this.part.toolCalls) {
      if (this.deniedIds.has(call.id)) call.denied = true;
    }
    return { part: this.part, sawResult: this.sawResult, resultErrors: this.resultErrors };
  }

  private take(message: Record<string, unknown>): void {
    const found = this.part;
    if (typeof message.session_id === "string") found.sessionId = message.session_id;
    switch (message.type) {
      case "system":
        if (message.subtype === "init") {
          if (Array.isArray(message.tools)) found.offeredTools = message.tools.filter(isString);
          if (typeof message.model === "string") found.model = message.model;
        }
        return;
      case "assistant":
        for (const block of contentOf(message)) this.takeToolUse(block);
        // Claude Code turns a failed API call into a synthetic assistant message naming the error.
        if (message.is_api_error_message === true && typeof message.error === "string")
          this.part.apiError = { ...this.apiError(), code: message.error };
        return;
      case "user":
        for (const block of contentOf(message)) this.takeToolResult(block);
        return;
      case "result":
        this.takeResult(message);
        return;
    }
  }

  private apiError(): NonNullable<StreamPart["apiError"]> {
    return this.part.apiError ?? { status: null, type: null, code: null };
  }

  private takeToolUse(block: Record<string, unknown>): void {
    const { id, name } = block;
    if (block.type !== "tool_use" || typeof id !== "string" || typeof name !== "string") return;
    if (name === STRUCTURED_OUTPUT_TOOL || this.byId.has(id)) return;
    const call: AgentToolCall = { id, name, input: isRecord(block.input) ? block.input : {} };
    this.byId.set(call.id, call);
    this.part.toolCalls.push(call);
  }

  private takeToolResult(block: Record<string, unknown>): void {
    if (block.type !== "tool_result" || typeof block.tool_use_id !== "string") return;
    const call = this.byId.get(block.tool_use_id);
    if (!call) return;
    call.isError = block.is_error === true;
    // How Claude Code words a hook's denial in the tool result (checked on 2.1.330).
    if (call.isError && /^PreToolUse:\S+ hook (error|denied)/.test(textOf(block.content)))
      call.denied = true;
  }

  private takeResult(message: Record<string, unknown>): void {
    const found = this.part;
    this.sawResult = true;
    found.resultSubtype = typeof message.subtype === "string" ? message.subtype : null;
    found.isError = message.is_error === true;
    found.turns = typeof message.num_turns === "number" ? message.num_turns : found.turns;
    found.costUsd =
      typeof message.total_cost_usd === "number" ? message.total_cost_usd : found.costUsd;
    if (typeof message.result === "string") found.text = bounded(message.result);
    if (Array.isArray(message.errors)) this.resultErrors = message.errors.filter(isString);
    if (
      typeof message.api_error_status === "number" ||
      typeof message.api_error_type === "string"
    ) {
      found.apiError = {
        ...this.apiError(),
        status: typeof message.api_error_status === "number" ? message.api_error_status : null,
        type: typeof message.api_error_type === "string" ? message.api_error_type : null,
      };
    }
    if (Array.isArray(message.permission_denials)) {
      for (const denial of message.permission_denials) {
        if (isRecord(denial) && typeof denial.tool_use_id === "string")
          this.deniedIds.add(denial.tool_use_id);
      }
    }
    if (message.structured_output !== undefined && message.structured_output !== null) {
      const claim = claimSchema.safeParse(message.structured_output);
      if (claim.success) found.claim = claim.data;
      else {
        found.notes.push(
          `the structured claim did not match the claim schema (${claim.error.issues
            .map((issue) => `${issue.path.join(".") || "claim"}: ${issue.message}`)
            .join("; ")})`,
        );
      }
    }
  }
}

function contentOf(message: Record<string, unknown>): Record<string, unknown>[] {
  const inner = message.message;
  if (!isRecord(inner) || !Array.isArray(inner.content)) return [];
  return inner.content.filter(isRecord);
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : ""))
    .join("\n");
}

function bounded(text: string): string {
  return text.length <= TEXT_LIMIT
    ? text
    : `${text.slice(0, TEXT_LIMIT)}\n… (${text.length - TEXT_LIMIT} more characters)`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}
