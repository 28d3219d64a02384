const NAME = String.raw`[A-Za-z_$][\w$]*`;

/**
 * The name V8 gives a function assigned to a property, which stacks and coverage both show:
 * `exports.round = (n) => ...` is "exports.round", `Foo.prototype.bar = function` "Foo.bar"
 * (the data-urls layout, every export so assigned). Only a statement that starts with the
 * assignment: `const relative: typeof path.relative = ...` is `relative`.
 */
export function inferredName(name: string, line: string): string {
  const assigned = new RegExp(
    String.raw`^\s*(${NAME}(?:\.${NAME})*)\.${name.replaceAll("$", "\\$")}\s*=(?!=)\s*(.*)`,
  ).exec(line);
  // `this.bar = ...` is named after the function it is assigned in: left as the bare name; a
  // named function expression (`app.set = function set(`) keeps its own.
  if (!assigned?.[1] || assigned[1].startsWith("this")) return name;
  if (/^(?:async\s+)?function\s*\*?\s*[A-Za-z_$]/.test(assigned[2] ?? "")) return name;
  const owner = assigned[1].split(".").filter((part) => part !== "prototype");
  return [...owner, name].join(".");
}

/** `a.b.name = function (`, `a.name = async (x) =>`, `a.name = x =>`: the property's name. */
const ASSIGNED_FUNCTION = new RegExp(
  String.raw`^\s*(?:${NAME}\.)+(${NAME})\s*=\s*(?:async\s*)?(?:function\s*\*?\s*\(|(?:\([^)]*\)|${NAME})\s*=>)`,
);

/**
 * The name V8 gives an unnamed function the line assigns to another object's property:
 * accept-negotiator's `Negotiator.prototype.negotiate = function (header) {` is
 * "Negotiator.negotiate" in stacks and coverage alike, and the file's top-level
 * `function negotiate` is "negotiate". Null for any other line, and for `this.bar = ...`,
 * which V8 names after the function it is written in.
 */
export function assignedFunctionOn(line: string): string | null {
  const name = ASSIGNED_FUNCTION.exec(line)?.[1];
  if (!name) return null;
  const inferred = inferredName(name, line);
  return inferred === name ? null : inferred;
}
