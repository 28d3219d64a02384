import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  lookUpAlias
} from "./action-chunk-SW6ICJAB.js";

// src/flaky/tests-to-triage.ts
function testsToTriage(tests, named = [], grouped = []) {
  const inGroups = new Set(grouped.flatMap((group) => group.tests));
  return tests.filter(
    (test) => !inGroups.has(test.id) && (!test.quarantined || isNamed(test, named))
  );
}
function isNamed(test, named) {
  return named.some(
    (name) => name === test.id || test.runnerId != null && name === test.runnerId || "found" in lookUpAlias(name, [test.id])
  );
}

// src/mutation/code-text.ts
function codeTextOf(source, language) {
  const blank = language === "python" ? pythonBlanks(source) : language === "go" ? goBlanks(source) : scriptBlanks(source);
  let text = "";
  let from = 0;
  for (const [start, end] of blank) {
    text += source.slice(from, start) + source.slice(start, end).replace(/[^\n]/g, " ");
    from = end;
  }
  return text + source.slice(from);
}
function pythonBlanks(source) {
  const spans = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    if (char === "#") {
      const end = lineEnd(source, at);
      spans.push([at, end]);
      at = end;
    } else if (char === '"' || char === "'") {
      const triple = source.startsWith(char.repeat(3), at);
      const close = triple ? char.repeat(3) : char;
      let end = at + close.length;
      while (end < source.length && !source.startsWith(close, end)) {
        if (source[end] === "\\") end += 1;
        else if (!triple && source[end] === "\n") break;
        end += 1;
      }
      end = Math.min(source.length, end + close.length);
      spans.push([at, end]);
      at = end;
    } else at += 1;
  }
  return spans;
}
function goBlanks(source) {
  const spans = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    let end = -1;
    if (char === "/" && source[at + 1] === "/") end = lineEnd(source, at);
    else if (char === "/" && source[at + 1] === "*") {
      const close = source.indexOf("*/", at + 2);
      end = close === -1 ? source.length : close + 2;
    } else if (char === "`") {
      const close = source.indexOf("`", at + 1);
      end = close === -1 ? source.length : close + 1;
    } else if (char === '"' || char === "'") end = quotedEnd(source, at, char);
    if (end === -1) at += 1;
    else {
      spans.push([at, end]);
      at = end;
    }
  }
  return spans;
}
var BEFORE_REGEX = /* @__PURE__ */ new Set([..."(,=:[!&|?{};+-*%<>~^"]);
var WORDS_BEFORE_REGEX = /\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)\s*$/;
function scriptBlanks(source) {
  const spans = [];
  const templates = [];
  let at = 0;
  let lastCode = -1;
  while (at < source.length) {
    const char = source[at];
    const next = source[at + 1];
    if (char === "/" && next === "/") {
      const end = lineEnd(source, at);
      spans.push([at, end]);
      at = end;
      continue;
    }
    if (char === "/" && next === "*") {
      const close = source.indexOf("*/", at + 2);
      const end = close === -1 ? source.length : close + 2;
      spans.push([at, end]);
      at = end;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = quotedEnd(source, at, char);
      spans.push([at, end]);
      at = end;
      lastCode = end - 1;
      continue;
    }
    if (char === "/" && startsRegex(source, lastCode)) {
      const end = regexEnd(source, at);
      spans.push([at, end]);
      at = end;
      lastCode = end - 1;
      continue;
    }
    if (char === "`" || char === "}" && templates.at(-1) === 0) {
      if (char === "}") templates.pop();
      const end = templateTextEnd(source, at + 1);
      const opensExpression = source.startsWith("${", end);
      spans.push([at, opensExpression ? end + 2 : end + 1]);
      if (opensExpression) templates.push(0);
      at = opensExpression ? end + 2 : end + 1;
      lastCode = at - 1;
      continue;
    }
    const depth = templates.at(-1);
    if (depth !== void 0 && (char === "{" || char === "}"))
      templates[templates.length - 1] = depth + (char === "{" ? 1 : -1);
    if (!/\s/.test(char)) lastCode = at;
    at += 1;
  }
  return spans;
}
function startsRegex(source, lastCode) {
  if (lastCode < 0) return true;
  const before = source[lastCode];
  if (BEFORE_REGEX.has(before)) return true;
  return WORDS_BEFORE_REGEX.test(source.slice(Math.max(0, lastCode - 10), lastCode + 1));
}
function quotedEnd(source, at, quote) {
  let end = at + 1;
  while (end < source.length && source[end] !== quote && source[end] !== "\n") {
    if (source[end] === "\\") end += 1;
    end += 1;
  }
  return Math.min(source.length, end + 1);
}
function regexEnd(source, at) {
  let end = at + 1;
  let inClass = false;
  while (end < source.length && source[end] !== "\n") {
    const char = source[end];
    if (char === "\\") end += 1;
    else if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    else if (char === "/" && !inClass) break;
    end += 1;
  }
  end += 1;
  while (end < source.length && /[a-z]/i.test(source[end])) end += 1;
  return Math.min(source.length, end);
}
function templateTextEnd(source, from) {
  let end = from;
  while (end < source.length && source[end] !== "`" && !source.startsWith("${", end)) {
    if (source[end] === "\\") end += 1;
    end += 1;
  }
  return Math.min(end, source.length);
}
function lineEnd(source, at) {
  const end = source.indexOf("\n", at);
  return end === -1 ? source.length : end;
}

// src/mutation/text-scan.ts
var OPENERS = { "(": ")", "[": "]", "{": "}" };
function closing(code, open) {
  const stack = [];
  for (let at = open; at < code.length; at += 1) {
    const char = code[at];
    const closer = OPENERS[char];
    if (closer) stack.push(closer);
    else if (char === ")" || char === "]" || char === "}") {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return at;
    }
  }
  return -1;
}
function lineOf(text, offset) {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1))
    line += 1;
  return line;
}

// src/mutation/go-functions.ts
var GO_FUNC = /^func[ \t]*(?:\(([^()]*)\)[ \t]*)?([A-Za-z_]\w*)[ \t]*(?=[([])/gm;
function goFunctions(code) {
  const found = [];
  for (const match of code.matchAll(GO_FUNC)) {
    const receiver = match[1] === void 0 ? null : receiverType(match[1]);
    if (match[1] !== void 0 && !receiver) continue;
    const name = receiver ? `${receiver}.${match[2]}` : match[2];
    const body = bodyAfter(code, match.index + match[0].length);
    if (body) found.push({ name, line: lineOf(code, match.index), ...body });
  }
  return found;
}
function receiverType(receiver) {
  return /\*?\s*([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\s*$/.exec(receiver)?.[1] ?? null;
}
function bodyAfter(code, from) {
  let at = from;
  while (at < code.length) {
    const char = code[at];
    if (char === "(" || char === "[") {
      at = closing(code, at);
      if (at === -1) return null;
    } else if (char === "{") {
      const close = closing(code, at);
      if (close === -1) return null;
      if (!/\b(?:struct|interface)\s*$/.test(code.slice(Math.max(0, at - 12), at)))
        return { bodyStart: at + 1, bodyEnd: close };
      at = close;
    } else if (char === "\n") return null;
    at += 1;
  }
  return null;
}

// src/mutation/find-function.ts
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
var OPENERS2 = { "(": ")", "[": "]", "{": "}" };
function findFunction(source, name, language, code = codeTextOf(source, language)) {
  if (language === "go") return goFunctions(code).find((span) => span.name === name) ?? null;
  if (!IDENTIFIER.test(name)) return null;
  return language === "python" ? findPythonDef(code, name) : findScriptFunction(code, name);
}
function definedNames(source, language) {
  const code = codeTextOf(source, language);
  if (language === "go") return [...new Set(goFunctions(code).map((span) => span.name))];
  const pattern = language === "python" ? /^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/gm : /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)|([A-Za-z_$][\w$]*)\s*(?::[^=;\n]*)?=\s*(?:async\s+)?(?:function\b|\([^()]*\)\s*(?::[^=]*)?=>|[A-Za-z_$][\w$]*\s*=>)|(?:^|[{;}])[ \t]*(?:(?:public|private|protected|static|async|override)\s+)*([A-Za-z_$][\w$]*)\s*\([^()]*\)\s*(?::[^{;\n]*)?\{/gm;
  const spans = /* @__PURE__ */ new Map();
  for (const match of code.matchAll(pattern)) {
    const found = match[1] ?? match[2] ?? match[3];
    if (!found || KEYWORDS.has(found) || spans.has(found)) continue;
    const span = findFunction(source, found, language, code);
    if (span) spans.set(found, span);
  }
  return [...spans.values()].sort((a, b) => a.bodyStart - b.bodyStart).map((span) => span.name);
}
var KEYWORDS = /* @__PURE__ */ new Set(["if", "for", "while", "switch", "catch", "function", "return", "with"]);
function findPythonDef(code, name) {
  const header = new RegExp(`^([ \\t]*)(?:async[ \\t]+)?def[ \\t]+${name}[ \\t]*\\(`, "m").exec(
    code
  );
  if (!header) return null;
  const indent = (header[1] ?? "").length;
  const paramsEnd = closing(code, header.index + header[0].length - 1);
  if (paramsEnd === -1) return null;
  const colon = code.indexOf(":", paramsEnd);
  if (colon === -1) return null;
  let end = code.indexOf("\n", colon);
  if (end === -1) end = code.length;
  while (end < code.length) {
    const next = code.indexOf("\n", end + 1);
    const line = code.slice(end + 1, next === -1 ? code.length : next);
    if (line.trim() !== "" && line.length - line.trimStart().length <= indent) break;
    end = next === -1 ? code.length : next;
  }
  return { name, line: lineOf(code, header.index), bodyStart: colon + 1, bodyEnd: end };
}
function findScriptFunction(code, name) {
  const escaped = name.replace(/\$/g, "\\$");
  const headers = [
    // function name(, function* name<T>(
    new RegExp(`\\bfunction\\s*\\*?\\s*${escaped}\\s*(?:<[^>]*>)?\\s*\\(`, "g"),
    // const name = (, name = async function (, exports.name = (, name: (
    new RegExp(
      `(?:^|[^\\w$])${escaped}\\s*(?::[^=;\\n]*)?[=:]\\s*(?:async\\s*)?(?:function\\b\\s*\\*?\\s*[\\w$]*\\s*)?(?:<[^>]*>)?\\s*(?=\\(|[A-Za-z_$][\\w$]*\\s*=>)`,
      "g"
    ),
    // a method: name(...) { starting a line, a class body's member or an object's, after its modifiers
    new RegExp(
      `(?:^|[{;},])[ \\t]*(?:(?:public|private|protected|static|async|override|get|set)\\s+)*\\*?${escaped}\\s*(?:<[^>]*>)?\\s*\\(`,
      "gm"
    )
  ];
  const found = [];
  for (const header of headers) {
    for (const match of code.matchAll(header)) {
      const span = spanAfterHeader(code, match.index + match[0].length, name);
      if (span) found.push({ ...span, line: lineOf(code, match.index + leading(match[0])) });
    }
  }
  found.sort((a, b) => a.bodyStart - b.bodyStart);
  return found[0] ?? null;
}
function spanAfterHeader(code, at, name) {
  let paramsEnd;
  if (code[at - 1] === "(" || code[at] === "(") {
    paramsEnd = closing(code, code[at - 1] === "(" ? at - 1 : at);
  } else {
    const single = /^[A-Za-z_$][\w$]*\s*/.exec(code.slice(at));
    if (!single) return null;
    paramsEnd = at + single[0].length - 1;
  }
  if (paramsEnd === -1) return null;
  let next = skipSpace(code, paramsEnd + 1);
  if (code[next] === ":") next = skipReturnType(code, next + 1);
  if (next === -1) return null;
  if (code.startsWith("=>", next)) {
    const start = skipSpace(code, next + 2);
    if (code[start] === "{") return block(code, start, name);
    return { name, bodyStart: start, bodyEnd: expressionEnd(code, start) };
  }
  return code[next] === "{" ? block(code, next, name) : null;
}
function block(code, open, name) {
  const end = closing(code, open);
  return end === -1 ? null : { name, bodyStart: open + 1, bodyEnd: end };
}
function skipReturnType(code, from) {
  let at = from;
  let depth = 0;
  let previous = ":";
  while (at < code.length) {
    const char = code[at];
    if (depth === 0 && code.startsWith("=>", at) && previous !== "(") return at;
    if (depth === 0 && char === "{" && !/[:|&,<(]/.test(previous)) return at;
    if (char === "(" || char === "[" || char === "{" || char === "<") depth += 1;
    else if (char === ")" || char === "]" || char === "}" || char === ">") depth -= 1;
    if (depth < 0 || char === ";") return -1;
    if (!/\s/.test(char)) previous = char;
    at += 1;
  }
  return -1;
}
function expressionEnd(code, from) {
  let depth = 0;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at];
    if (char in OPENERS2) depth += 1;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) return at;
      depth -= 1;
    } else if (depth === 0 && (char === ";" || char === ",")) return at;
    else if (depth === 0 && char === "\n") {
      const before = code.slice(from, at).trimEnd().at(-1) ?? "";
      const after = code.slice(at + 1).trimStart()[0] ?? "";
      if (!/[(,=+\-*/%&|?:<>!]/.test(before) && !/[.?:&|+\-*/%)\]]/.test(after)) return at;
    }
  }
  return code.length;
}
function skipSpace(code, from) {
  let at = from;
  while (at < code.length && /\s/.test(code[at])) at += 1;
  return at;
}
function leading(header) {
  return header.length - header.trimStart().length;
}

// src/mutation/go-operators.ts
function goCondition(code, source, from) {
  let start = from;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at];
    if (char === "(" || char === "[") {
      at = closing(code, at);
      if (at === -1) return null;
    } else if (char === ";") start = at + 1;
    else if (char === "{") {
      const text = source.slice(start, at);
      const first = start + (text.length - text.trimStart().length);
      const last = start + text.trimEnd().length;
      return last > first ? [first, last] : null;
    } else if (char === "\n" && code.slice(start, at).trim() === "") return null;
  }
  return null;
}
function goDropsOne(scope, start) {
  return !/\b(?:return|case)\s*$/.test(scope.code.slice(lineStart(scope.code, start), start));
}
function goAddsOne(scope, start, end) {
  if (/\bcase\b[^:]*$/.test(scope.code.slice(lineStart(scope.code, start), start))) return false;
  return !(scope.code[start - 1] === "[" && /^\][\w*[]/.test(scope.code.slice(end, end + 2)));
}
var NUMERIC = /^(?:u?int(?:8|16|32|64)?|uintptr|float(?:32|64)|complex(?:64|128)|byte|rune|time\.Duration)$/;
function goPlusIsArithmetic(scope, start, end) {
  const types = goParameterTypes(scope);
  const right = /^\s*([\w.]+)(\()?/.exec(scope.code.slice(end));
  const left = /([\w.]+)\s*$/.exec(scope.code.slice(Math.max(0, start - 60), start));
  const numeric = (word, call) => word !== void 0 && (/^\d/.test(word) || call && (word === "len" || word === "cap") || NUMERIC.test(types.get(word) ?? ""));
  return numeric(right?.[1], right?.[2] !== void 0) || numeric(left?.[1], false);
}
function goLogicalPasses(scope, start, end) {
  const left = /([\w.]+(?:\[[^\]]*\])?)\s*(==|!=)\s*[^&|()]*$/.exec(
    scope.code.slice(lineStart(scope.code, start), start)
  );
  const right = /^\s*([\w.]+(?:\[[^\]]*\])?)\s*(==|!=)/.exec(scope.code.slice(end));
  return !(left && right && left[1] === right[1] && left[2] === right[2]);
}
function goSwapCompiles(scope, first, second) {
  const types = goParameterTypes(scope);
  const typeOf = (argument) => /^["`]/.test(argument) ? "string" : /^[A-Za-z_]\w*$/.test(argument) ? types.get(argument) : void 0;
  const a = typeOf(first);
  return a !== void 0 && a === typeOf(second);
}
function goParameterTypes(scope) {
  const types = /* @__PURE__ */ new Map();
  const header = scope.code.lastIndexOf("\nfunc", scope.start) + 1;
  const signature = scope.code.slice(header + 4, scope.start);
  const lists = [];
  let at = 0;
  if (signature.trimStart().startsWith("(")) {
    const open = signature.indexOf("(");
    const close2 = closing(signature, open);
    if (close2 === -1) return types;
    lists.push(signature.slice(open + 1, close2));
    at = close2 + 1;
  }
  const name = /^\s*[A-Za-z_]\w*\s*/.exec(signature.slice(at));
  if (!name) return types;
  at += name[0].length;
  if (signature[at] === "[") at = closing(signature, at) + 1;
  if (at <= 0 || signature[at] !== "(") return types;
  const close = closing(signature, at);
  if (close === -1) return types;
  lists.push(signature.slice(at + 1, close));
  for (const list of lists) {
    let pending = [];
    for (const part of topLevelParts(list)) {
      const words = /^\s*([A-Za-z_]\w*)\s*(.*?)\s*$/s.exec(part);
      if (!words?.[1]) continue;
      pending.push(words[1]);
      if (words[2]) {
        for (const each of pending) types.set(each, words[2].replace(/\s+/g, " "));
        pending = [];
      }
    }
  }
  return types;
}
function topLevelParts(list) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}
function lineStart(code, at) {
  return code.lastIndexOf("\n", at - 1) + 1;
}

// src/mutation/operators.ts
var OPERATORS = [
  "comparison-boundary",
  "negated-condition",
  "null-check",
  "drop-plus-one",
  "add-one",
  "swapped-arguments",
  "arithmetic",
  "logical",
  "equality"
];
var OPERATOR_SITES = {
  "comparison-boundary": (scope) => swaps(scope, "comparison-boundary", /(?<=\s)(<=|>=|<|>)(?=\s)/g, {
    "<": "<=",
    "<=": "<",
    ">": ">=",
    ">=": ">"
  }),
  "negated-condition": negatedConditions,
  "null-check": (scope) => scope.language === "python" ? swaps(scope, "null-check", /\bis(?:\s+not)?(?=\s+None\b)/g, { is: "is not" }, "is") : scope.language === "go" ? swaps(scope, "null-check", /(?<=\s)(?:==|!=)\s*nil\b/g, {
    "== nil": "!= nil",
    "!= nil": "== nil"
  }) : (
    // Strict comparisons only: `== null` and `== undefined` are the same test.
    swaps(scope, "null-check", /(?<=[=!]==\s*)(null|undefined)\b/g, {
      null: "undefined",
      undefined: "null"
    })
  ),
  "drop-plus-one": (scope) => matches(scope, /(?<=[\w$)\]]\s*)(?<![\d.][eE])[+-]\s*1(?![\w.])/g).filter(([start]) => scope.language !== "go" || goDropsOne(scope, start)).map(([start, end, text]) => ({
    operator: "drop-plus-one",
    start,
    end,
    replacement: "",
    description: `\`${text.trim()}\` dropped`
  })),
  "add-one": (scope) => matches(scope, /(?<![\w$.])(?<![\d.][eE][+-]?)\d+(?![\w.])/g).filter(([start, end]) => scope.language !== "go" || goAddsOne(scope, start, end)).map(([start, end, text]) => ({
    operator: "add-one",
    start,
    end,
    replacement: `(${text} + 1)`,
    description: `\`${text}\` -> \`${text} + 1\``
  })),
  "swapped-arguments": swappedArguments,
  arithmetic: (scope) => swaps(scope, "arithmetic", /(?<=\s)(\+|-|\*|\/|%)(?=\s)/g, {
    "+": "-",
    "-": "+",
    "*": "/",
    "/": "*",
    "%": "*"
  }).filter(
    (site) => scope.language !== "go" || site.replacement !== "-" || goPlusIsArithmetic(scope, site.start, site.end)
  ),
  logical: (scope) => scope.language === "python" ? swaps(scope, "logical", /(?<=\s)(and|or)(?=\s)/g, { and: "or", or: "and" }) : swaps(scope, "logical", /(?<=\s)(&&|\|\||\?\?)(?=\s)/g, {
    "&&": "||",
    "||": "&&",
    "??": "||"
  }).filter(
    (site) => scope.language !== "go" || goLogicalPasses(scope, site.start, site.end)
  ),
  equality: (scope) => scope.language === "python" ? swaps(scope, "equality", /(?<=\s)(==|!=)(?=\s)/g, { "==": "!=", "!=": "==" }) : swaps(scope, "equality", /(?<=\s)(===|!==|==|!=)(?=\s)/g, {
    "===": "!==",
    "!==": "===",
    "==": "!=",
    "!=": "=="
  })
};
function matches(scope, pattern) {
  const found = [];
  const slice = scope.code.slice(scope.start, scope.end);
  for (const match of slice.matchAll(pattern)) {
    const start = scope.start + match.index;
    const end = start + match[0].length;
    found.push([start, end, scope.source.slice(start, end)]);
  }
  return found;
}
function swaps(scope, operator, pattern, table, otherwise) {
  return matches(scope, pattern).map(([start, end, text]) => {
    const key = text.replace(/\s+/g, " ");
    const replacement = table[key] ?? otherwise ?? text;
    return { operator, start, end, replacement, description: `\`${key}\` -> \`${replacement}\`` };
  });
}
var CONDITION_KEYWORDS = /\b(if|while|elif)\b/g;
function negatedConditions(scope) {
  const sites = [];
  for (const [start, end] of matches(scope, CONDITION_KEYWORDS)) {
    const condition = scope.language === "python" ? pythonCondition(scope.code, end) : scope.language === "go" ? goCondition(scope.code, scope.source, end) : scriptCondition(scope.code, end);
    if (!condition || condition[1] > scope.end) continue;
    const [from, to] = condition;
    const text = scope.source.slice(from, to).trim();
    sites.push({
      operator: "negated-condition",
      start: from,
      end: to,
      replacement: scope.language === "python" ? ` not (${text})` : `!(${text})`,
      description: `\`${scope.source.slice(start, end)} ${scope.language === "javascript" || scope.language === "typescript" ? `(${short(text)})` : short(text)}\` negated`
    });
  }
  return sites;
}
function scriptCondition(code, from) {
  const open = code.slice(from).search(/\S/) + from;
  if (code[open] !== "(") return null;
  const close = closing(code, open);
  return close === -1 ? null : [open + 1, close];
}
function pythonCondition(code, from) {
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
var NOT_CALLS = /* @__PURE__ */ new Set([
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
  "in"
]);
function swappedArguments(scope) {
  const sites = [];
  for (const [, end, text] of matches(scope, /[A-Za-z_$][\w$]*\s*\(/g)) {
    const name = text.replace(/\s*\($/, "");
    if (NOT_CALLS.has(name)) continue;
    const open = end - 1;
    const close = closing(scope.code, open);
    if (close === -1 || close > scope.end) continue;
    const comma = topLevelCommas(scope.code, open + 1, close);
    if (comma.length !== 1) continue;
    const [at] = comma;
    const first = scope.source.slice(open + 1, at).trim();
    const second = scope.source.slice(at + 1, close).trim();
    if (!first || !second || first === second || [first, second].some(isNamedOrSpread)) continue;
    if (scope.language === "go" && !goSwapCompiles(scope, first, second)) continue;
    sites.push({
      operator: "swapped-arguments",
      start: open + 1,
      end: close,
      replacement: `${second}, ${first}`,
      description: `arguments of \`${name}(${short(first)}, ${short(second)})\` swapped`
    });
  }
  return sites;
}
function isNamedOrSpread(argument) {
  return /^[A-Za-z_$][\w$]*\s*=[^=]/.test(argument) || /^(\*|\.\.\.)/.test(argument);
}
function short(text) {
  return text.length > 30 ? `${text.slice(0, 27)}...` : text;
}
function topLevelCommas(code, from, to) {
  const commas = [];
  let depth = 0;
  for (let at = from; at < to; at += 1) {
    const char = code[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 0) commas.push(at);
  }
  return commas;
}

// src/mutation/mutants-of.ts
function mutantsOf(source, options) {
  const code = codeTextOf(source, options.language);
  const span = findFunction(source, options.functionName, options.language, code);
  if (!span) return [];
  const scope = {
    source,
    code,
    start: span.bodyStart,
    end: span.bodyEnd,
    language: options.language
  };
  const random = seeded(options.seed ?? 1);
  const queues = OPERATORS.map((operator) => shuffled(OPERATOR_SITES[operator](scope), random));
  const mutants = [];
  const seen = /* @__PURE__ */ new Set([source]);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  while (mutants.length < limit && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const site = queue.shift();
      if (!site || mutants.length >= limit) continue;
      const mutatedSource = applied(source, site);
      if (seen.has(mutatedSource)) continue;
      seen.add(mutatedSource);
      mutants.push({
        operator: site.operator,
        line: lineOf(source, site.start),
        mutatedSource,
        description: site.description
      });
    }
  }
  return mutants;
}
function applied(source, site) {
  return source.slice(0, site.start) + site.replacement + source.slice(site.end);
}
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function shuffled(items, random) {
  for (let at = items.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [items[at], items[other]] = [items[other], items[at]];
  }
  return items;
}

// src/mutation/language.ts
var BY_EXTENSION = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "typescript",
  py: "python",
  go: "go"
};
function languageOfFile(file) {
  if (file.endsWith(".d.ts")) return null;
  const extension = /\.([a-z]+)$/.exec(file)?.[1] ?? "";
  return BY_EXTENSION[extension] ?? null;
}

export {
  testsToTriage,
  isNamed,
  codeTextOf,
  findFunction,
  definedNames,
  languageOfFile,
  mutantsOf
};
