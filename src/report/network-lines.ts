import type { Attempt, Results } from "../results/schema.js";
import { plural } from "../text/quantities.js";
import { cell, codeCell } from "./markdown-blocks.js";

type Redact = (text: string) => string;

/**
 * The agent's network in Markdown, for the job summary and the fix pull request: what it could
 * reach (results.agentNetwork), and each connection the model proxy refused an attempt, named.
 * The names come from the agent's own requests: they render as code, redacted.
 */
export function renderAgentNetwork(
  results: Results,
  attempts: readonly Attempt[],
  r: Redact,
): string {
  const blocked = attempts.flatMap((attempt) =>
    (attempt.network?.blocked ?? []).map(
      (entry) =>
        `- ${codeCell(r(entry.target))} refused to ${codeCell(attempt.group)} attempt ${attempt.attempt} (${codeCell(attempt.strategy)}): ${cell(r(entry.reason))}`,
    ),
  );
  for (const attempt of attempts) {
    const count = attempt.network?.unroutable ?? 0;
    if (count > 0)
      blocked.push(
        `- ${plural(count, "packet")} of ${codeCell(attempt.group)} attempt ${attempt.attempt} (${codeCell(attempt.strategy)}) sent around the proxy, toward an address outside the namespace: no route`,
      );
  }
  if (!results.agentNetwork && blocked.length === 0) return "";
  const parts = ["### The agent's network"];
  if (results.agentNetwork) parts.push(cell(r(results.agentNetwork)));
  if (blocked.length > 0) parts.push(`**Blocked connections:**\n\n${blocked.join("\n")}`);
  return parts.join("\n\n");
}

/** One attempt's line for its details: the hosts it reached besides the model. */
export function attemptNetworkLine(attempt: Attempt, r: Redact): string | null {
  const reached = attempt.network?.reached ?? [];
  if (reached.length === 0) return null;
  return `**Reached through the proxy:** ${reached.map((target) => codeCell(r(target))).join(", ")}`;
}
