/** How a limit is counted: characters for Markdown people read, bytes for a prompt's size limit. */
export type TextUnit = "characters" | "bytes";

const NOTE_ROOM = 64;

/**
 * Keeps the head and the tail of a long text (the decisive lines of a failure are usually last,
 * so the tail gets two thirds), on line boundaries where that costs little, and says how much
 * was left out; the result, note included, fits `max`.
 */
export function trimMiddle(text: string, max: number, unit: TextUnit = "characters"): string {
  const size = unit === "bytes" ? byteLength : (part: string) => part.length;
  const total = size(text);
  if (total <= max) return text;
  const room = Math.max(0, max - NOTE_ROOM);
  let headChars = Math.floor(room / 3);
  let tailChars = room - headChars;
  for (;;) {
    const head = snapHead(text.slice(0, headChars));
    const tail = snapTail(text.slice(text.length - tailChars));
    const omitted = total - size(head) - size(tail);
    const result = `${head}\n… [${omitted} ${unit} left out] …\n${tail}`;
    if (size(result) <= max || headChars + tailChars === 0) return result;
    headChars = Math.floor(headChars * 0.9);
    tailChars = Math.floor(tailChars * 0.9);
  }
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

function snapHead(head: string): string {
  const newline = head.lastIndexOf("\n");
  return newline > head.length * 0.8 ? head.slice(0, newline) : head;
}

function snapTail(tail: string): string {
  const newline = tail.indexOf("\n");
  return newline !== -1 && newline < tail.length * 0.2 ? tail.slice(newline + 1) : tail;
}
