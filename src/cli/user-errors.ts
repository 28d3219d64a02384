/**
 * Errors that mean "the user must fix something" (bad config, test scripts, a missing binary):
 * printed as a message with exit code 2, never as a stack trace.
 */
const USER_ERROR_NAMES = new Set([
  "ConfigError",
  "UsageError",
  "TestDiscoveryError",
  "ClaudeNotFoundError",
]);

export function isUserError(error: unknown): error is Error {
  return error instanceof Error && USER_ERROR_NAMES.has(error.name);
}
