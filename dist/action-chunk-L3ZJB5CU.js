import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/github/workflow-commands.ts
var TRIMMED = "\\s\\u0085\\u180e\\ufeff";
var COMMAND_AT_LINE_START = new RegExp(`(^|[\\r\\n])([${TRIMMED}]*):(?=:)`, "g");
var ZERO_WIDTH_SPACE = "\u200B";
function defuseWorkflowCommands(text) {
  return text.replace(COMMAND_AT_LINE_START, `$1$2:${ZERO_WIDTH_SPACE}`).replace(/##\[/g, `##${ZERO_WIDTH_SPACE}[`);
}

export {
  defuseWorkflowCommands
};
