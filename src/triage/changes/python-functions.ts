/**
 * For each line of a Python file (0-based), the innermost `def` whose block holds it, by
 * indentation, named as its code object is (`co_name`, what fix-loop's coverage recorder and a
 * traceback both show); null outside every function.
 */
export function pythonFunctionsByLine(lines: readonly string[]): (string | null)[] {
  const open: { indent: number; name: string | null }[] = [];
  const answers: (string | null)[] = [];
  for (const line of lines) {
    const text = line.replace(/\s+$/, "");
    if (text.trim() === "" || text.trimStart().startsWith("#")) {
      answers.push(innermost(open));
      continue;
    }
    const indent = text.length - text.trimStart().length;
    while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
    const def = DEF.exec(text);
    // A class body is a block too: its lines belong to no function, a method's to the method.
    if (def || CLASS.test(text)) open.push({ indent, name: def?.[1] ?? null });
    answers.push(innermost(open));
  }
  return answers;
}

function innermost(open: readonly { name: string | null }[]): string | null {
  return open.at(-1)?.name ?? null;
}

const DEF = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*[([]/;
const CLASS = /^\s*class\s+[A-Za-z_]\w*/;
