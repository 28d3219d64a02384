/** Small scans over code text that every language shares. */

const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** The offset of the bracket closing the one at `open`, or -1. */
export function closing(code: string, open: number): number {
  const stack: string[] = [];
  for (let at = open; at < code.length; at += 1) {
    const char = code[at] as string;
    const closer = OPENERS[char];
    if (closer) stack.push(closer);
    else if (char === ")" || char === "]" || char === "}") {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return at;
    }
  }
  return -1;
}

export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1))
    line += 1;
  return line;
}
