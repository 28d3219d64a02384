/**
 * Go's top-level functions and methods read from a file's lines: each one's name (the one go's
 * stacks and coverage end in: `Compare` for `func (v *Version) Compare(o *Version) int`) and the
 * text between its body's braces, function literals' included (go names them `Outer.func1`, and
 * to a reader they are the outer function's). Comments and string literals, raw ones over
 * several lines too, are read as blanks. Rough, as the rest of this folder.
 */
export function goFunctionBodies(lines: readonly string[]): Map<string, string> {
  const bodies = new Map<string, string>();
  let current: string | null = null;
  let depth = 0;
  for (const line of withoutGoLiterals(lines)) {
    if (depth === 0) {
      const declared = GO_FUNC.exec(line)?.[1];
      if (declared) {
        current = declared;
        if (!bodies.has(declared)) bodies.set(declared, "");
      }
    }
    if (current === null) continue;
    let body = "";
    for (const char of line) {
      if (char === "}" && depth > 0 && --depth === 0) {
        bodies.set(current, `${bodies.get(current)}${body}`);
        current = null;
        body = "";
        break;
      }
      if (depth > 0) body += char;
      if (char === "{") depth++;
    }
    if (current !== null) bodies.set(current, `${bodies.get(current)}${body}\n`);
  }
  return bodies;
}

/**
 * The functions whose whole body hands back a field (`return v.patch`): a getter runs wherever
 * its value is read, and ties with the function that reads it wrong.
 */
export function goAccessors(lines: readonly string[]): Set<string> {
  const accessors = new Set<string>();
  for (const [name, body] of goFunctionBodies(lines))
    if (/^\s*return\s+[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\s*$/.test(body)) accessors.add(name);
  return accessors;
}

/** `func Name(`, `func (r *Recv) Name(`, `func Name[T any](`: the name. */
const GO_FUNC = /^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[[(]/;

/** The lines with comments and string, rune and raw string literals blanked, their breaks kept. */
function withoutGoLiterals(lines: readonly string[]): string[] {
  const out: string[] = [];
  let inBlock = false;
  let inRaw = false;
  for (const line of lines) {
    let kept = "";
    for (let at = 0; at < line.length; at++) {
      const char = line[at];
      if (inBlock) {
        if (char === "*" && line[at + 1] === "/") {
          inBlock = false;
          at++;
        }
      } else if (inRaw) {
        if (char === "`") inRaw = false;
      } else if (char === "/" && line[at + 1] === "/") break;
      else if (char === "/" && line[at + 1] === "*") {
        inBlock = true;
        at++;
      } else if (char === "`") inRaw = true;
      else if (char === '"' || char === "'") {
        for (at++; at < line.length && line[at] !== char; at++) if (line[at] === "\\") at++;
        kept += '""';
      } else kept += char;
    }
    out.push(kept);
  }
  return out;
}
