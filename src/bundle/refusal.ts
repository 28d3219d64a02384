import { redactSecretShapes } from "../evidence/secret-patterns.js";

/** A bundle `check` or `publish` will not take; `reasons` says every rule it broke. */
export class BundleRefusedError extends Error {
  override name = "BundleRefusedError";
  constructor(readonly reasons: readonly string[]) {
    super(`fix bundle refused:\n${reasons.map((reason) => `- ${reason}`).join("\n")}`);
  }
}

const MAX_SHOWN = 200;

/**
 * A path (or any text from the bundle) as it may appear in a reason: the bundle comes from the
 * job the agent ran in, so the text is quoted (no new line, no workflow command), cut to a
 * sane length and stripped of token-shaped values.
 */
export function show(text: string): string {
  const cut = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
  return JSON.stringify(redactSecretShapes(cut));
}
