/**
 * What each top-level function and method of a Go file calls, by name: `foo(` and `.foo(`
 * between the braces of its body, its function literals' calls included (go names them
 * `Outer.func1`, and their calls are the outer function's to a reader). Keyed by the name go's
 * stacks and coverage end in: `Compare` for `func (v *Version) Compare(o *Version) int`.
 * Comments and string literals, raw ones over several lines too, are read as blanks. Rough, as
 * the rest of this folder: a call through a variable or an interface is not seen.
 */
export function goCalls(lines: readonly string[]): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  let current: string | null = null;
  let depth = 0;
  for (const line of withoutGoLiterals(lines)) {
    if (depth === 0) {
      const declared = GO_FUNC.exec(line)?.[1];
      if (declared) {
        current = declared;
        if (!calls.has(declared)) calls.set(declared, new Set());
      }
    }
    if (current === null) continue;
    const called = calls.get(current) as Set<string>;
    for (const match of line.matchAll(CALL))
      if (match[1] && match[1] !== current && !KEYWORDS.has(match[1])) called.add(match[1]);
    for (const char of line) {
      if (char === "{") depth++;
      else if (char === "}" && depth > 0 && --depth === 0) current = null;
    }
  }
  return calls;
}

/** `func Name(`, `func (r *Recv) Name(`, `func Name[T any](`: the name. */
const GO_FUNC = /^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[[(]/;
const CALL = /([A-Za-z_]\w*)\s*\(/g;
const KEYWORDS = new Set(["if", "for", "switch", "func", "return", "range", "select", "case"]);

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
