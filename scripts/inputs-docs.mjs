#!/usr/bin/env node
// The inputs tables of docs/github-action.md, generated as actions/checkout generates its README:
// the reusable workflow's from .github/workflows/pipeline.yml, the Action's from action.yml.
// `npm run docs:inputs` writes them between their markers; test/docs/inputs-tables.test.ts
// fails when the docs and the files differ.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const DOC = "docs/github-action.md";

/** The generated block of each table, by marker name. */
export function inputsTables(root) {
  const pipeline = parse(readFileSync(path.join(root, ".github/workflows/pipeline.yml"), "utf8"));
  const action = parse(readFileSync(path.join(root, "action.yml"), "utf8"));
  const call = pipeline.on.workflow_call;
  return {
    "pipeline-inputs": table(["input", "default", "what it is"], rows(call.inputs)),
    "pipeline-secrets": table(
      ["secret", "required", "what it is"],
      Object.entries(call.secrets ?? {}).map(([name, secret]) => [
        code(name),
        secret.required ? "yes" : "no",
        prose(secret.description),
      ]),
    ),
    "action-inputs": table(["input", "default", "what it is"], rows(action.inputs)),
  };
}

function rows(inputs) {
  return Object.entries(inputs ?? {}).map(([name, input]) => [
    code(name),
    input.default === undefined || input.default === "" ? "" : code(String(input.default)),
    prose(input.description),
  ]);
}

function table(head, body) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...body.map(line)].join("\n");
}

function code(text) {
  return `\`${text.replaceAll("|", "\\|")}\``;
}

function prose(text) {
  return String(text ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replaceAll("|", "\\|");
}

/** The doc with each marked block replaced: `<!-- generated:NAME -->` ... `<!-- /generated:NAME -->`. */
export function withTables(doc, tables) {
  let out = doc;
  for (const [name, text] of Object.entries(tables)) {
    const block = new RegExp(
      `(<!-- generated:${name} -->\\n)(?:[\\s\\S]*?\\n)?(<!-- /generated:${name} -->)`,
    );
    if (!block.test(out)) throw new Error(`${DOC} has no <!-- generated:${name} --> block`);
    out = out.replace(block, (_, start, end) => `${start}${text}\n${end}`);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const file = path.join(root, DOC);
  const before = readFileSync(file, "utf8");
  const after = withTables(before, inputsTables(root));
  if (after !== before) writeFileSync(file, after);
  process.stdout.write(`${DOC}: ${after === before ? "up to date" : "tables written"}\n`);
}
