import {
  goAddsOne,
  goCondition,
  goDropsOne,
  goLogicalPasses,
  goPlusIsArithmetic,
  goSwapCompiles,
} from "./go-operators.js";
import type { Language } from "./language.js";
import { closing } from "./text-scan.js";

/** One place an operator changes: replace source[start, end) with `replacement`. */
export interface Site {
  operator: OperatorName;
  start: number;
  end: number;
  replacement: string;
  description: string;
}

export const OPERATORS = [
  "comparison-boundary",
  "negated-condition",
  "null-check",
  "drop-plus-one",
  "add-one",
  "swapped-arguments",
  "arithmetic",
  "logical",
  "equality",
] as const;

export type OperatorName = (typeof OPERATORS)[number];

/** What every operator reads: the source, its code text, the range it may change. */
export interface Scope {
  source: string;
  code: string;
  start: number;
  end: number;
  language: Language;
}

type Operator = (scope: Scope) => Site[];

/** The operators, each a function from a scope to its sites, in source order. */
export const OPERATOR_SITES: Record<OperatorName, Operator> = {
  "comparison-boundary": (scope) =>
    swaps(scope, "comparison-boundary", /(?<=\s)(<=|>=|<|>)(?=\s)/g, {
      "<": "<=",
      "<=": "<",
      ">": ">=",
      ">=": ">",
    }),
  "negated-condition": negatedConditions,
  "null-check": (scope) =>
    scope.language === "python"
      ? swaps(scope, "null-check", /\bis(?:\s+not)?(?=\s+None\b)/g, { is: "is not" }, "is")
      : scope.language === "go"
        ? swaps(scope, "null-check", /(?<=\s)(?:==|!=)\s*nil\b/g, {
            "== nil": "!= nil",
            "!= nil": "== nil",
          })
        : // Strict comparisons only: `== null` and `== undefined` are the same test.
          swaps(scope, "null-check", /(?<=[=!]==\s*)(null|undefined)\b/g, {
            null: "undefined",
            undefined: "null",
          }),
  "drop-plus-one": (scope) =>
    matches(scope, /(?<=[\w$)\]]\s*)(?<![\d.][eE])[+-]\s*1(?![\w.])/g)
      .filter(([start]) => scope.language !== "go" || goDropsOne(scope, start))
      .map(([start, end, text]) => ({
        operator: "drop-plus-one",
        start,
        end,
        replacement: "",
        description: `\`${text.trim()}\` dropped`,
      })),
  "add-one": (scope) =>
    matches(scope, /(?<![\w$.])(?<![\d.][eE][+-]?)\d+(?![\w.])/g)
      .filter(([start, end]) => scope.language !== "go" || goAddsOne(scope, start, end))
      .map(([start, end, text]) => ({
        operator: "add-one",
        start,
        end,
        replacement: `(${text} + 1)`,
        description: `\`${text}\` -> \`${text} + 1\``,
      })),
  "swapped-arguments": swappedArguments,
  arithmetic: (scope) =>
    swaps(scope, "arithmetic", /(?<=\s)(\+|-|\*|\/|%)(?=\s)/g, {
      "+": "-",
      "-": "+",
      "*": "/",
      "/": "*",
      "%": "*",
    }).filter(
      (site) =>
        scope.language !== "go" ||
        site.replacement !== "-" ||
        goPlusIsArithmetic(scope, site.start, site.end),
    ),
  logical: (scope) =>
    scope.language === "python"
      ? swaps(scope, "logical", /(?<=\s)(and|or)(?=\s)/g, { and: "or", or: "and" })
      : swaps(scope, "logical", /(?<=\s)(&&|\|\||\?\?)(?=\s)/g, {
          "&&": "||",
          "||": "&&",
          "??": "||",
        }).filter(
          (site) => scope.language !== "go" || goLogicalPasses(scope, site.start, site.end),
        ),
  equality: (scope) =>
    scope.language === "python"
      ? swaps(scope, "equality", /(?<=\s)(==|!=)(?=\s)/g, { "==": "!=", "!=": "==" })
      : swaps(scope, "equality", /(?<=\s)(===|!==|==|!=)(?=\s)/g, {
          "===": "!==",
          "!==": "===",
          "==": "!=",
          "!=": "==",
        }),
};

/** Every match of `pattern` in the scope's code: [start, end, the source's text]. */
function matches(scope: Scope, pattern: RegExp): [number, number, string][] {
  const found: [number, number, string][] = [];
  const slice = scope.code.slice(scope.start, scope.end);
  for (const match of slice.matchAll(pattern)) {
    const start = scope.start + match.index;
    const end = start + match[0].length;
    found.push([start, end, scope.source.slice(start, end)]);
  }
  return found;
}

/** One site per match, its text replaced by the table's (a text not in the table: `otherwise`). */
function swaps(
  scope: Scope,
  operator: OperatorName,
  pattern: RegExp,
  table: Record<string, string>,
  otherwise?: string,
): Site[] {
  return matches(scope, pattern).map(([start, end, text]) => {
    const key = text.replace(/\s+/g, " ");
    const replacement = table[key] ?? otherwise ?? text;
    return { operator, start, end, replacement, description: `\`${key}\` -> \`${replacement}\`` };
  });
}

const CONDITION_KEYWORDS = /\b(if|while|elif)\b/g;

/** `if (c)` -> `if (!(c))`; Python `if c:` -> `if not (c):`. */
function negatedConditions(scope: Scope): Site[] {
  const sites: Site[] = [];
  for (const [start, end] of matches(scope, CONDITION_KEYWORDS)) {
    const condition =
      scope.language === "python"
        ? pythonCondition(scope.code, end)
        : scope.language === "go"
          ? goCondition(scope.code, scope.source, end)
          : scriptCondition(scope.code, end);
    if (!condition || condition[1] > scope.end) continue;
    const [from, to] = condition;
    const text = scope.source.slice(from, to).trim();
    sites.push({
      operator: "negated-condition",
      start: from,
      end: to,
      replacement: scope.language === "python" ? ` not (${text})` : `!(${text})`,
      description: `\`${scope.source.slice(start, end)} ${scope.language === "javascript" || scope.language === "typescript" ? `(${short(text)})` : short(text)}\` negated`,
    });
  }
  return sites;
}

/** The inside of `(...)` after a JavaScript `if` or `while`. */
function scriptCondition(code: string, from: number): [number, number] | null {
  const open = code.slice(from).search(/\S/) + from;
  if (code[open] !== "(") return null;
  const close = closing(code, open);
  return close === -1 ? null : [open + 1, close];
}

/** A Python condition: from after the keyword to its header's `:` at depth 0. */
function pythonCondition(code: string, from: number): [number, number] | null {
  let depth = 0;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    if (depth < 0) return null;
    if (depth === 0 && char === ":") return [from, at];
    if (depth === 0 && char === "\n") return null;
  }
  return null;
}

const NOT_CALLS = new Set([
  "if",
  "while",
  "for",
  "switch",
  "catch",
  "function",
  "func",
  "return",
  "elif",
  "def",
  "class",
  "typeof",
  "await",
  "not",
  "and",
  "or",
  "in",
]);

/** `f(a, b)` -> `f(b, a)`: calls of exactly two arguments that differ. */
function swappedArguments(scope: Scope): Site[] {
  const sites: Site[] = [];
  for (const [, end, text] of matches(scope, /[A-Za-z_$][\w$]*\s*\(/g)) {
    const name = text.replace(/\s*\($/, "");
    if (NOT_CALLS.has(name)) continue;
    const open = end - 1;
    const close = closing(scope.code, open);
    if (close === -1 || close > scope.end) continue;
    const comma = topLevelCommas(scope.code, open + 1, close);
    if (comma.length !== 1) continue;
    const [at] = comma as [number];
    const first = scope.source.slice(open + 1, at).trim();
    const second = scope.source.slice(at + 1, close).trim();
    if (!first || !second || first === second || [first, second].some(isNamedOrSpread)) continue;
    if (scope.language === "go" && !goSwapCompiles(scope, first, second)) continue;
    sites.push({
      operator: "swapped-arguments",
      start: open + 1,
      end: close,
      replacement: `${second}, ${first}`,
      description: `arguments of \`${name}(${short(first)}, ${short(second)})\` swapped`,
    });
  }
  return sites;
}

/** A keyword argument or a spread: swapping it changes nothing or breaks the call. */
function isNamedOrSpread(argument: string): boolean {
  return /^[A-Za-z_$][\w$]*\s*=[^=]/.test(argument) || /^(\*|\.\.\.)/.test(argument);
}

function short(text: string): string {
  return text.length > 30 ? `${text.slice(0, 27)}...` : text;
}

function topLevelCommas(code: string, from: number, to: number): number[] {
  const commas: number[] = [];
  let depth = 0;
  for (let at = from; at < to; at += 1) {
    const char = code[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 0) commas.push(at);
  }
  return commas;
}
