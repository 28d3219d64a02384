import * as core from "@actions/core";
import type { DestinationStream } from "pino";
import { defuseWorkflowCommands } from "../../src/github/workflow-commands.js";

/** pino's numeric levels at and above which a record becomes a workflow annotation. */
const WARN = 40;
const ERROR = 50;

interface LogRecord {
  level?: number;
  msg?: unknown;
  err?: { stack?: unknown };
}

/**
 * Where the app's pino logger writes inside a workflow job: warnings and errors become
 * `::warning::` / `::error::` annotations (@actions/core escapes their data, newlines included),
 * everything else a plain log line. Messages carry text from webhooks, so a plain line that
 * starts with `::` is defused: it must not run as a workflow command.
 */
export const workflowLog: DestinationStream = {
  write(line: string) {
    let record: LogRecord;
    try {
      record = JSON.parse(line);
    } catch {
      record = { msg: line.trimEnd() };
    }
    const text = textOf(record);
    const level = record.level ?? 0;
    if (level >= ERROR) core.error(text);
    else if (level >= WARN) core.warning(text);
    else core.info(defuseWorkflowCommands(text));
  },
};

/** The message, and an error's stack under it (unless the stack already says the message). */
function textOf(record: LogRecord): string {
  const msg = typeof record.msg === "string" ? record.msg : "";
  const stack = typeof record.err?.stack === "string" ? record.err.stack : "";
  if (!stack) return msg;
  if (stack.includes(msg)) return stack;
  return `${msg}\n${stack}`;
}
