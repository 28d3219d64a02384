import type { SaxesParser } from "saxes";

/** saxes 6 parser states in which its `text` buffer holds plain character data. */
const TEXT_STATE = 13;
const CDATA_STATE = 20;

interface SaxesInternals {
  state: number;
  text: string;
}

/**
 * saxes hands a text node or CDATA section over only when it ends, buffering all of it: one
 * 50 MB <system-out> would sit in memory whole. Between writes we take what it has buffered
 * so far and pass it on, so the caller's bounded collectors see the text in pieces.
 * This reads two internal fields of saxes 6; the states are checked so any other state
 * (tag names, attributes, entities) is left alone.
 */
export function drainBufferedText<O extends object>(
  parser: SaxesParser<O>,
  consume: (text: string) => void,
): void {
  const internals = parser as unknown as SaxesInternals;
  if (typeof internals.text !== "string" || internals.text.length === 0) return;
  if (internals.state !== TEXT_STATE && internals.state !== CDATA_STATE) return;
  const text = internals.text;
  internals.text = "";
  consume(text);
}
