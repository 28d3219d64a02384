export { bash, gaveUp, toolOutput } from "./agent-moves.js";
export {
  apiError,
  callTool,
  callTools,
  claim,
  type ErrorReply,
  type HangReply,
  hang,
  type ScriptedReply,
  say,
  type ToolCallSpec,
  type TurnReply,
} from "./replies.js";
export {
  conversationText,
  type MessagesBody,
  offeredTools,
  type RecordedRequest,
  systemText,
  type ToolResult,
  toolResultFor,
  toolResults,
} from "./requests.js";
export {
  type Script,
  type ScriptedModel,
  type ScriptedModelOptions,
  startScriptedModel,
} from "./server.js";
export { sessionScript } from "./sessions.js";
