/**
 * gotestsum's JUnit from `go test -json` on stdin, for a machine without gotestsum: a few lines
 * of node, as a fixture's `tools/junit.mjs`, writing the report named by its argument (its
 * go.version property names the framework).
 */
export const GO_JSON_TO_JUNIT = `
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const events = readFileSync(0, "utf8").split("\\n").filter(Boolean).map((line) => JSON.parse(line));
const tests = new Map();
for (const e of events.filter((e) => e.Test)) {
  const key = e.Package + " " + e.Test;
  const test = tests.get(key) ?? { pkg: e.Package, name: e.Test, output: "", status: "" };
  if (e.Action === "output" && !e.Output.startsWith("=== ")) test.output += e.Output;
  if (["pass", "fail", "skip"].includes(e.Action)) test.status = e.Action;
  tests.set(key, test);
}
const xml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const cases = [...tests.values()].map((t) =>
  '<testcase classname="' + xml(t.pkg) + '" name="' + xml(t.name) + '" time="0">' +
  (t.status === "fail" ? '<failure message="Failed" type="">' + xml(t.output) + "</failure>" : "") +
  (t.status === "skip" ? "<skipped></skipped>" : "") + "</testcase>");
const out = process.argv[2];
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, '<?xml version="1.0" encoding="UTF-8"?>\\n<testsuites><testsuite name="go">' +
  '<properties><property name="go.version" value="go1.19"></property></properties>' + cases.join("") +
  "</testsuite></testsuites>\\n");
`;
