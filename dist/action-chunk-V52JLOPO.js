import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  codeTextOf,
  culpritOf,
  definedNames,
  findFunctions,
  inferredName,
  isAnonymous,
  isProjectCode,
  pythonFunctionsByLine
} from "./action-chunk-LG4XIEGI.js";
import {
  goFunctionsOf,
  goModulePath,
  readTextIfAny,
  withSourceSnapshot
} from "./action-chunk-SS2VXKTL.js";
import {
  nearestWords
} from "./action-chunk-44OODCMK.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import {
  plural
} from "./action-chunk-YZVDHCKG.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";

// src/triage/changes/changed-functions.ts
import path from "node:path";

// src/triage/changes/script-functions.ts
function scriptFunctionsAt(text) {
  const spans = scriptSpans(text);
  const lines = text.split("\n");
  return (line) => {
    const holding = spans.filter((span) => span.from <= line && line <= span.to).slice(0, 1);
    return holding.flatMap(
      (span) => span.name === "constructor" ? ["constructor", ...classAbove(lines, span.from) ?? []] : [span.name]
    );
  };
}
function scriptSpans(text) {
  const lineAt = (offset) => text.slice(0, offset).split("\n").length;
  const code = codeTextOf(text, "javascript");
  const lines = text.split("\n");
  return definedNames(text, "javascript").flatMap((name) => findFunctions(text, name, "javascript", code)).map((span) => ({
    name: inferredName(span.name, lines[span.line - 1] ?? ""),
    from: span.line,
    to: lineAt(span.bodyEnd)
  })).sort((a, b) => a.to - a.from - (b.to - b.from));
}
function classAbove(lines, line) {
  for (let at = line - 1; at >= 0; at--) {
    const name = /\bclass\s+([A-Za-z_$][\w$]*)/.exec(lines[at] ?? "")?.[1];
    if (name) return [name];
  }
  return null;
}

// src/triage/changes/changed-functions.ts
function changedFunctions(changes, root, goModule = null) {
  return withSourceSnapshot(() => namedChanges(changes, root, goModule));
}
function namedChanges(changes, root, goModule) {
  const keys = /* @__PURE__ */ new Set();
  for (const { file, ranges } of changes) {
    if (!isProjectCode(file, root)) continue;
    const nameAt = functionNamer(file, root, goModule);
    if (!nameAt) continue;
    for (const { from, to } of ranges)
      for (let line = from; line <= to; line++)
        for (const name of nameAt(line))
          if (!isAnonymous(name)) keys.add(culpritOf(file, name, "coverage", root).key);
  }
  return keys;
}
function functionNamer(file, root, goModule) {
  const text = readTextIfAny(path.join(root, file));
  if (text === null) return null;
  if (JS_SOURCE.test(file)) {
    const scanned = scriptFunctionsAt(text);
    return (line) => {
      const names = scanned(line);
      if (names.length > 0) return names;
      const fn = culpritOf(file, "", "coverage", root, line).function;
      return fn === "" ? [] : [fn];
    };
  }
  const lines = text.split("\n");
  if (file.endsWith(".py")) {
    const names = pythonFunctionsByLine(lines);
    return (line) => names[line - 1] ? [names[line - 1]] : [];
  }
  if (file.endsWith(".go") && goModule) {
    const declared = goFunctionsOf(text, `${goModule}/${file}`);
    return (line) => declared.flatMap((fn) => fn.start <= line && line <= fn.end ? [fn.name] : []);
  }
  return null;
}
var JS_SOURCE = /\.(?:[cm]?[jt]sx?)$/;

// src/triage/changes/diff-hunks.ts
function changedLinesOf(patch) {
  const files = [];
  let current = null;
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) {
      current = null;
      continue;
    }
    if (line.startsWith("+++ ")) {
      const target = line.slice(4);
      current = target.startsWith("b/") ? { file: target.slice(2), ranges: [] } : null;
      if (current) files.push(current);
      continue;
    }
    const hunk = HUNK.exec(line);
    if (!hunk || !current) continue;
    const start = Number(hunk[1]);
    const count = hunk[2] === void 0 ? 1 : Number(hunk[2]);
    current.ranges.push(
      count === 0 ? { from: Math.max(start, 1), to: Math.max(start, 1) } : { from: start, to: start + count - 1 }
    );
  }
  return files.filter((file) => file.ranges.length > 0);
}
var HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

// src/triage/changes/unknown-base.ts
async function unknownBaseMessage(root, base) {
  const fetchIt = `the base commit "${base}" is not in this clone: fetch it (actions/checkout's fetch-depth: 2 keeps a pull request's base, 0 every commit) or leave the base out`;
  if (!isPlainName(base) || /^[0-9a-f]{7,40}$/i.test(base)) return fetchIt;
  const shallow = await git(root, ["rev-parse", "--is-shallow-repository"]);
  if (shallow.trim() !== "false") return fetchIt;
  const remotes = ["origin", ...(await git(root, ["remote"])).split("\n").filter(Boolean)];
  if (base.startsWith("refs/remotes/") || remotes.some((remote) => base.startsWith(`${remote}/`)))
    return fetchIt;
  const branches = (await git(root, ["for-each-ref", "--format=%(refname:short)", "refs/heads", "refs/remotes"])).split("\n").filter((name) => name && !name.endsWith("/HEAD"));
  const nearest = nearestWords(base, branches, 3);
  const near = nearest.length > 0 ? `; the nearest branches: ${nearest.join(", ")}` : "";
  return `no branch, tag or commit named "${base}" in this repository${near}`;
}
function isPlainName(base) {
  return /^[A-Za-z0-9_][A-Za-z0-9._/-]*$/.test(base);
}
function git(root, args) {
  return hardenedGit(root, args).catch(() => "");
}

// src/triage/changes/changes-since.ts
async function changesSince(root, base) {
  const resolved = await hardenedGit(root, [
    "rev-parse",
    "--verify",
    "--quiet",
    "--end-of-options",
    `${base}^{commit}`
  ]).catch(() => null);
  if (!resolved?.trim()) throw new Error(await unknownBaseMessage(root, base));
  const commit = resolved.trim();
  const patch = await hardenedGit(root, [
    "diff",
    "--no-ext-diff",
    "--no-textconv",
    "--no-color",
    "--no-renames",
    "--relative",
    "--src-prefix=a/",
    "--dst-prefix=b/",
    "-U0",
    commit,
    "--"
  ]);
  return {
    base: commit,
    functions: changedFunctions(changedLinesOf(patch), root, await goModulePath(root))
  };
}

// src/engine/base-changes.ts
var BaseCommitError = class extends UserError {
  name = "BaseCommitError";
};
async function changedSinceBase(options) {
  if (!options.base) return void 0;
  let found;
  try {
    found = await changesSince(options.cwd, options.base);
  } catch (error) {
    throw new BaseCommitError(messageOf(error), { cause: error });
  }
  options.reporter?.note?.(
    "info",
    changesNote(found.functions, `${found.base.slice(0, 12)} (${options.base})`)
  );
  return found.functions;
}
function changesNote(functions, since, shown = 5) {
  if (functions.size === 0)
    return `no function changed since ${since} that fix-loop can name: triage goes by coverage and stacks alone`;
  const names = [...functions].sort();
  const listed = names.length <= shown ? names.join(", ") : `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
  return `${plural(functions.size, "function")} changed since ${since}: ${listed}; triage blames a failure that ran one on it`;
}

export {
  changedSinceBase
};
