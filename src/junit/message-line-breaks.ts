/** What may stand before the message at the start of the failure text: node's wrapper, an error's type. */
const LEADING_TYPE = /^(?:Error \[ERR_TEST_FAILURE\]: |[\w.]*(?:Error|Exception)(?: \[\w+\])?: )/;
const MOST_LINES = 40;

/**
 * The report's message with the line breaks its writer took out, read back from the failure
 * text that begins with it: node --test's JUnit reporter writes "Expected values to be strictly
 * equal:+ actual - expected+ 'text/plain'- 'text/plain;charset=US-ASCII' ^" in the attribute,
 * and the lines, as the assertion made them, in the text. The message as it is otherwise.
 */
export function messageWithLineBreaks(message: string | null, text: string): string | null {
  if (!message || message.includes("\n")) return message;
  const wanted = message.replace(/\s+/g, "");
  const lines = text.replace(LEADING_TYPE, "").split("\n").slice(0, MOST_LINES);
  let read = "";
  for (let count = 1; count <= lines.length; count++) {
    read += (lines[count - 1] ?? "").replace(/\s+/g, "");
    if (read === wanted) return count === 1 ? message : lines.slice(0, count).join("\n").trimEnd();
    if (!wanted.startsWith(read)) return message;
  }
  return message;
}
