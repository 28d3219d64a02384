import * as core from "@actions/core";
import { isUserError } from "../cli/user-errors.js";

/** Errors of the Action's own that mean "change the workflow or the repository", not a bug. */
const ACTION_USER_ERRORS = new Set(["InputError", "RefusalError"]);

/** What the failed step says: the message alone for a user mistake; a bug also leaves its stack in the debug log. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return `fix-loop failed: ${String(error)}`;
  if (ACTION_USER_ERRORS.has(error.name) || isUserError(error as unknown)) return error.message;
  if (error.stack) core.debug(error.stack);
  return `fix-loop failed unexpectedly: ${error.message} (re-run with debug logging for the stack trace)`;
}
