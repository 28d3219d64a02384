import { createHash } from "node:crypto";

/**
 * Identifies a tool call by tool and input. Bash's `description` is left out: the model
 * rewords it freely while running the very same command.
 */
export function callKey(tool: string, input: Record<string, unknown>): string {
  const { description: _ignored, ...rest } = input;
  return createHash("sha1").update(tool).update("\0").update(stableJson(rest)).digest("hex");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
