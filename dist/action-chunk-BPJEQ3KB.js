import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  glob
} from "./action-chunk-SLG3UUXN.js";

// src/script-tests/pending-framework-tests.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
var PENDING_SUFFIX = ".pending";
var HEADER_LINES = 40;
var COMMENT = String.raw`(?:#|\/\/)`;
var REVIEW_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*REVIEW\s*:\s*(\S+)`, "im");
var HASH_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*PLAN-HASH\s*:\s*([0-9a-f]+)\s*$`, "im");
var ID_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*PLAN-TEST\s*:\s*(\S+)\s*$`, "im");
var STAMP_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*(?:REVIEW|PLAN-HASH|PLAN-TEST)\s*:`, "i");
function pendingPathOf(file) {
  return `${file}${PENDING_SUFFIX}`;
}
function collectedPathOf(pending) {
  return pending.endsWith(PENDING_SUFFIX) ? pending.slice(0, -PENDING_SUFFIX.length) : pending;
}
function readFrameworkStamp(text) {
  const head = text.split("\n", HEADER_LINES).join("\n");
  return {
    id: ID_LINE.exec(head)?.[1] ?? null,
    planHash: HASH_LINE.exec(head)?.[1] ?? null,
    review: REVIEW_LINE.exec(head)?.[1]?.toLowerCase() ?? null
  };
}
function stampFrameworkTest(text, comment, stamp) {
  const lines = withoutStamps(text).split("\n");
  const at = lines[0]?.startsWith("#!") ? 1 : 0;
  const why = stamp.why ? ` (${stamp.why.replace(/\s+/g, " ")})` : "";
  lines.splice(
    at,
    0,
    ...stamp.id ? [`${comment} PLAN-TEST: ${stamp.id}`] : [],
    `${comment} PLAN-HASH: ${stamp.hash}`,
    `${comment} REVIEW: ${stamp.state}${why} - fix-loop plan --accept`
  );
  return lines.join("\n");
}
function withoutStamps(text) {
  return text.split("\n").filter((line, index) => index >= HEADER_LINES || !STAMP_LINE.test(line)).join("\n");
}
var NEVER_HOLDS_TESTS = [
  "**/node_modules/**",
  "**/.git/**",
  "**/.venv/**",
  "**/venv/**",
  "**/.tox/**",
  "**/.nox/**",
  "**/__pycache__/**",
  "**/.pytest_cache/**",
  "**/.mypy_cache/**",
  "**/.ruff_cache/**",
  ".fix-loop/**"
];
async function pendingFrameworkTests(cwd) {
  const files = await glob(`**/*${PENDING_SUFFIX}`, {
    cwd,
    dot: true,
    onlyFiles: true,
    ignore: NEVER_HOLDS_TESTS
  });
  const marked = await Promise.all(
    files.sort().map(async (file) => {
      const text = await readFile(resolve(cwd, file), "utf8").catch(() => "");
      return readFrameworkStamp(text).review !== null ? file : null;
    })
  );
  return marked.filter((file) => file !== null);
}

export {
  PENDING_SUFFIX,
  pendingPathOf,
  collectedPathOf,
  readFrameworkStamp,
  stampFrameworkTest,
  pendingFrameworkTests
};
