/**
 * For each line of a Python file (0-based), the innermost `def` whose block holds it, by
 * indentation, named as Python qualifies it (`co_qualname`, what fix-loop's coverage recorder
 * gives, pytest-recorder.ts): `LRUCache.__getitem__`, not the `__getitem__` four other classes
 * of the file also have; a function inside another is `outer.<locals>.inner`. Null outside
 * every function (a module's or a class's own body). Lines inside a string that spans lines
 * belong to the line that opened it: their indentation says nothing.
 */
export function pythonFunctionsByLine(lines: readonly string[]): (string | null)[] {
  const open: { indent: number; name: string; def: boolean }[] = [];
  const answers: (string | null)[] = [];
  let inString: string | null = null;
  // Brackets still open: the lines go on one statement (a `def` whose parameters black writes
  // one a line, closed by `) -> None:` at the def's own indentation, which would end it).
  let depth = 0;
  for (const line of lines) {
    if (inString !== null) {
      answers.push(innermost(open));
      // A string that closes inside brackets (`f("""...""")`): what follows it counts.
      const close = line.indexOf(inString);
      if (close !== -1 && depth > 0)
        depth = Math.max(0, depth + bracketsOpened(line.slice(close + 3)));
      inString = stringOpenAfter(line, inString);
      continue;
    }
    if (depth > 0) {
      answers.push(innermost(open));
      depth = Math.max(0, depth + bracketsOpened(line));
      inString = stringOpenAfter(line, null);
      continue;
    }
    const text = line.replace(/\s+$/, "");
    if (text.trim() === "" || text.trimStart().startsWith("#")) {
      answers.push(innermost(open));
      continue;
    }
    const indent = text.length - text.trimStart().length;
    while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
    const block = DEF.exec(text) ?? CLASS.exec(text);
    // A class body is a block too: its lines belong to no function, a method's to the method.
    if (block?.[2]) {
      const outer = open.at(-1);
      const scope = outer ? `${outer.name}.${outer.def ? "<locals>." : ""}` : "";
      open.push({ indent, name: `${scope}${block[2]}`, def: block[1] === "def" });
    }
    answers.push(innermost(open));
    depth = Math.max(0, bracketsOpened(text));
    inString = stringOpenAfter(text, null);
  }
  return answers;
}

/**
 * Brackets a line opens less those it closes, outside its strings and comment. A triple-quoted
 * string goes first, whole, and one still open at the line's end takes the rest of it: its quotes
 * of one character are text (boltons' URL regex, `r"""...[^!"#$%'()*+...]..."""`, had left a
 * bracket open, and every function after it unnamed).
 */
function bracketsOpened(line: string): number {
  const code = line
    .replace(/"""[\s\S]*?"""|'''[\s\S]*?'''/g, "")
    .replace(/"""[\s\S]*$|'''[\s\S]*$/, "")
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "")
    .replace(/#.*$/, "");
  let depth = 0;
  for (const char of code) {
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") depth--;
  }
  return depth;
}

function innermost(open: readonly { name: string; def: boolean }[]): string | null {
  const last = open.at(-1);
  return last?.def ? last.name : null;
}

/**
 * The triple quote still open at the end of `line` (`"""` or `'''`), given the one open at its
 * start: one-line strings and comments are passed over, roughly, as the rest of this folder.
 */
function stringOpenAfter(line: string, openAtStart: string | null): string | null {
  let open = openAtStart;
  let at = 0;
  while (at < line.length) {
    if (open !== null) {
      const close = line.indexOf(open, at);
      if (close === -1) return open;
      at = close + 3;
      open = null;
      continue;
    }
    const rest = line.slice(at);
    const next = /"""|'''|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|#/.exec(rest);
    if (!next) return null;
    if (next[0] === "#") return null;
    if (next[0] === '"""' || next[0] === "'''") open = next[0];
    at += next.index + next[0].length;
  }
  return open;
}

const DEF = /^\s*(?:async\s+)?(def)\s+([A-Za-z_]\w*)\s*[([]/;
const CLASS = /^\s*(class)\s+([A-Za-z_]\w*)/;
