/** `func name(`, `func (r *T) name(`, `func name[T any](`: the receiver's type and the name. */
const GO_DECLARATION =
  /^func\s*(?:\(\s*(?:\w+\s+)?\*?\s*(\w+)[^)]*\)\s*)?([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\(/;

/**
 * A name that says the function keeps or shows what it is handed: mapstructure's
 * `appendErrors`, pflag's `fail`, the standard library's `setError`, `saveError`, `AddError`,
 * `PrintError`, `reportError`, `handleReadError`, `error` (which panics with it).
 */
const KEEPS_OR_SHOWS =
  /^(?:append|add|collect|record|save|set|store|keep|report|log|print|warn|emit|fail|handle|error)(?![a-z\d])|Err(?:or)?Handler$/;

/** A parameter whose type is Go's `error`: `err error`, or `error` left unnamed. */
const ERROR_TYPED = /^(?:[A-Za-z_]\w*\s+)?error$/;

/**
 * Whether a Go function collects or reports an error it is handed: one of its parameters is of
 * type `error`, and its name says it keeps or shows it (KEEPS_OR_SHOWS). Go names the
 * parameter by its type, not the handler by a first `err` (error-handlers.ts), and many Go
 * functions take an `error` to decide on it (`isTemporary`, `mapErr`, `noEOF`,
 * `underlyingError`: logic that can be the fault): of the standard library's 210 functions
 * with an `error` parameter, this names 23, each storing, appending, printing or panicking with
 * it (bench/go-error-handlers.mjs). Only failing decodes reach mapstructure's `appendErrors`.
 * `fn` is the runtime's name: `pkg.f`, `pkg.T.m` or `pkg.(*T).m`.
 */
export function goCollectsError(lines: readonly string[], fn: string): boolean {
  const { receiver, name } = goNameParts(fn);
  if (!KEEPS_OR_SHOWS.test(name.charAt(0).toLowerCase() + name.slice(1))) return false;
  for (const [index, text] of lines.entries()) {
    const declared = GO_DECLARATION.exec(text);
    if (!declared || declared[2] !== name || (declared[1] ?? null) !== receiver) continue;
    const rest = [text.slice(declared[0].length), ...lines.slice(index + 1, index + 8)];
    return goParameters(rest.join("\n")).some((parameter) => ERROR_TYPED.test(parameter));
  }
  return false;
}

function goNameParts(fn: string): { receiver: string | null; name: string } {
  const local = fn.slice(fn.lastIndexOf("/") + 1);
  const parts = local.slice(local.indexOf(".") + 1).split(".");
  const name = parts.at(-1) ?? "";
  const receiver = parts.length > 1 ? (parts[0] ?? "").replace(/^\(\*?|\)$/g, "") : null;
  return { receiver, name };
}

/** The parameters of a list that opened just before `text`, split at its own commas. */
function goParameters(text: string): string[] {
  const parameters: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) break;
      depth -= 1;
    } else if (char === "," && depth === 0) {
      parameters.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  parameters.push(current.trim());
  return parameters.map((parameter) => parameter.replace(/\s+/g, " "));
}
