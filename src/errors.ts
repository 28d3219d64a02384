/**
 * A mistake the user can correct (a flag, an input, the config, a test script, a missing
 * binary). Both faces recognise the family with `instanceof UserError`: the CLI prints the
 * message and exits 2, the Action fails the step with the message; neither shows a stack.
 * Anything else is a fix-loop bug and is reported as one.
 *
 * The family: UsageError (src/cli/args.ts), ConfigError (src/config/config-error.ts),
 * TestDiscoveryError (src/script-tests/discover.ts), ClaudeNotFoundError
 * (src/agent/claude-binary.ts), FixSetupError (src/fix/options.ts), InputError
 * (src/action/inputs.ts), RefusalError and ClaudeInstallError (src/action/). Wrapping keeps the
 * cause:
 * `new FixSetupError(messageOf(error), { cause: error })`.
 */
export class UserError extends Error {
  // Subclasses set their own name: bundling may rename classes, so it is never derived.
  override name = "UserError";
}

/** The message of anything thrown: an Error's message, or the value as text. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}
