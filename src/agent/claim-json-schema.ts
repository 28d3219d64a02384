import * as z from "zod";
import { claimSchema } from "../results/schema.js";

/** What each field asks of the model; the schema's own shape comes from results/schema.ts. */
const FIELD_DESCRIPTIONS: Record<string, string> = {
  status:
    "fixed: you changed the code and expect the failing tests to pass now; not_fixed otherwise",
  root_cause: "The cause of the failure in one or two sentences, naming the file and function",
  files_changed: "Project-relative paths of the files you changed",
  tests_run: "The commands you ran to check the fix (exactly as run), or an empty list",
  reasoning: "Why the change fixes the cause, or why you could not fix it",
};

/**
 * The claim as a JSON Schema for `--json-schema`: Claude Code offers the model a
 * StructuredOutput tool with this input schema, and the result message carries the answer.
 */
export function claimJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(claimSchema) as Record<string, unknown>;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  for (const [name, description] of Object.entries(FIELD_DESCRIPTIONS)) {
    if (properties[name]) properties[name] = { ...properties[name], description };
  }
  return schema;
}
