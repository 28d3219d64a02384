import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  editDistance
} from "./cli-chunk-F4DRHIDZ.js";

// src/ids/aliases.ts
import { createHash } from "node:crypto";
var PREFIX = { test: "T", group: "G" };
var SHORT = 4;
var ALIAS = /^([TG])-([0-9A-F]{4,64})$/i;
function hashOf(id) {
  return createHash("sha256").update(id).digest("hex").toUpperCase();
}
function aliasOf(kind, id) {
  return `${PREFIX[kind]}-${hashOf(id).slice(0, SHORT)}`;
}
function aliasesOf(kind, ids) {
  const sorted = [...new Set(ids)].map((id) => ({ id, hash: hashOf(id) })).sort((a, b) => a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);
  const aliases = /* @__PURE__ */ new Map();
  sorted.forEach(({ id, hash }, index) => {
    const shared = Math.max(
      commonPrefix(hash, sorted[index - 1]?.hash ?? ""),
      commonPrefix(hash, sorted[index + 1]?.hash ?? "")
    );
    let length = SHORT;
    while (length <= shared && length < hash.length) length += 2;
    aliases.set(id, `${PREFIX[kind]}-${hash.slice(0, length)}`);
  });
  return aliases;
}
function commonPrefix(a, b) {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}
function idsWithAliasLike(text, known) {
  const typed = text.trim().toUpperCase();
  const letter = /^([TG])-\w{4}$/.exec(typed)?.[1];
  if (!letter) return [];
  const kind = letter === PREFIX.group ? "group" : "test";
  return known.filter((id) => editDistance(aliasOf(kind, id), typed) === 1);
}
function isAlias(text) {
  return ALIAS.test(text);
}
function isGroupAlias(text) {
  return ALIAS.exec(text.trim())?.[1]?.toUpperCase() === PREFIX.group;
}
function lookUpAlias(text, known) {
  const match = ALIAS.exec(text.trim());
  if (!match) return { notAnAlias: true };
  const [, letter = "", hex = ""] = match;
  const kind = letter.toUpperCase() === "G" ? "group" : "test";
  const wanted = hex.toUpperCase();
  const named = [...new Set(known)].filter((id) => hashOf(id).startsWith(wanted));
  if (named.length === 1 && named[0] !== void 0) return { found: named[0] };
  if (named.length === 0) return { unknown: true };
  const longer = aliasesOf(kind, named);
  return { ambiguous: named.map((id) => `${longer.get(id)} (${id})`) };
}

export {
  aliasOf,
  aliasesOf,
  idsWithAliasLike,
  isAlias,
  isGroupAlias,
  lookUpAlias
};
