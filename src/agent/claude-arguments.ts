import { claimJsonSchema } from "./claim-json-schema.js";
import type { RunAgentOptions } from "./run-agent-options.js";

/** Git commands that would move HEAD or throw work away behind the engine's back. */
export const DEFAULT_DISALLOWED_TOOLS: readonly string[] = Object.freeze([
  "Bash(git commit *)",
  "Bash(git push *)",
  "Bash(git reset *)",
  "Bash(git checkout *)",
  "Bash(git switch *)",
  "Bash(git restore *)",
  "Bash(git stash *)",
  "Bash(git clean *)",
  "Bash(git rebase *)",
]);

/** The command line of one session; the prompt goes to stdin. Never --dangerously-skip-permissions. */
export function claudeArguments(options: RunAgentOptions, settingsFile: string): string[] {
  const schema = options.jsonSchema === undefined ? claimJsonSchema() : options.jsonSchema;
  const allowed = options.allowedTools ?? options.tools;
  const disallowed = options.disallowedTools ?? DEFAULT_DISALLOWED_TOOLS;
  return [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    "--settings",
    settingsFile,
    "--permission-mode",
    "acceptEdits",
    "--tools",
    options.tools.join(","),
    ...(allowed.length > 0 ? ["--allowedTools", allowed.join(",")] : []),
    ...(disallowed.length > 0 ? ["--disallowedTools", disallowed.join(",")] : []),
    ...(schema ? ["--json-schema", JSON.stringify(schema)] : []),
    "--max-turns",
    String(options.maxTurns),
    ...(options.budgetUsd ? ["--max-budget-usd", String(options.budgetUsd)] : []),
    ...(options.model ? ["--model", options.model] : []),
    ...(options.appendSystemPrompt ? ["--append-system-prompt", options.appendSystemPrompt] : []),
  ];
}
