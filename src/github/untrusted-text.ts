import { createRedactor } from "../evidence/redact.js";

/**
 * Text fix-loop did not write (test output, test titles and ids, the agent's claims, signatures)
 * is redacted here, and its @mentions, `#123` references and `<!--` are broken, for the places
 * that are not Markdown (issue and pull request titles) and as a second guard inside code. In a
 * body it then goes through literal-markdown.ts, which shows it as code that nothing can act in.
 */

export type Redact = (text: string) => string;

/**
 * Redaction by shape only (tokens, keys, passwords in URLs): what the app can do, since it never
 * sees the run's environment. The Action adds the names of its own secrets on top of this.
 */
export const redactByShape: Redact = createRedactor({});

/** A zero-width joiner: invisible when rendered, but it breaks GitHub's autolinking. */
const JOINER = "\u200D";

/** `<!--` with a joiner inside: shows the same, never opens an HTML comment. */
export function breakHtmlComments(text: string): string {
  return text.replace(/<!--/g, `<!${JOINER}--`);
}

/** @user, @org/team, #123, GH-123: shown as written, linked and notified nowhere. */
export function breakMentions(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9])/g, `@${JOINER}`)
    .replace(/#(?=\d)/g, `#${JOINER}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${JOINER}-`);
}

/** Untrusted text made inert for any place in a GitHub body: redacted, then defused. */
export function inertText(text: string, redact: Redact = redactByShape): string {
  return breakMentions(breakHtmlComments(redact(text)));
}

/**
 * The function the report renderers apply to every untrusted string: the caller's redaction
 * (the Action knows its own secrets by name), shape redaction, then defusing.
 */
export function untrustedText(redact?: Redact): Redact {
  return (text) => inertText(redact ? redact(text) : text);
}
