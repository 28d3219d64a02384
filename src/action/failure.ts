import { inspect } from "node:util";
import { messageOf, UserError } from "../errors.js";

/**
 * What the failed step says: the message alone for a user mistake; a bug is called one, and
 * `debug` gets its stack and causes for a re-run with debug logging.
 */
export function describeFailure(error: unknown, debug: (text: string) => void): string {
  if (error instanceof UserError) return error.message;
  if (error instanceof Error) debug(inspect(error));
  return `fix-loop failed unexpectedly: ${messageOf(error)} (re-run with debug logging for the stack trace)`;
}
