import type { StrategyConfig } from "../config/schema.js";

/** One step of the escalation ladder: what the agent is offered and how far it may go. */
export interface AgentStrategy {
  name: string;
  /** Built-in tools offered (`--tools`) and pre-approved (`--allowedTools`). */
  tools: string[];
  maxTurns: number;
  /** Spend cap for one attempt (`--max-budget-usd`); null: none. */
  budgetUsd: number | null;
  /** Wall time for one attempt; the process tree is killed after it. */
  timeoutMs: number;
  /** `--model`; null: the CLI's default (or fix.claude.model, applied by the caller). */
  model: string | null;
  /** What this step asks of the agent beyond the common rules. */
  brief: string;
  /** fix.strategies[].prompt: a Markdown file (project-relative) that replaces the brief. */
  promptFile: string | null;
}

/** Local work only. The CLI of 2.1.x has no separate todo tool to add. */
export const LOCAL_TOOLS = ["Read", "Grep", "Glob", "Edit", "Write", "Bash"] as const;
export const WEB_TOOLS = [...LOCAL_TOOLS, "WebSearch", "WebFetch"] as const;

const MINUTE = 60_000;

export const DEFAULT_STRATEGIES: readonly AgentStrategy[] = Object.freeze([
  {
    name: "local",
    tools: [...LOCAL_TOOLS],
    maxTurns: 30,
    budgetUsd: 2,
    timeoutMs: 15 * MINUTE,
    model: null,
    brief:
      "Work from the evidence and the code in this repository. Read the failing test and the " +
      "code it exercises, find the cause, and make the smallest change that fixes it.",
    promptFile: null,
  },
  {
    name: "web",
    tools: [...WEB_TOOLS],
    maxTurns: 40,
    budgetUsd: 3,
    timeoutMs: 20 * MINUTE,
    model: null,
    brief:
      "The earlier attempt did not fix it. You may search the web: look up the exact error " +
      "message, the versions of the libraries involved, and known issues or changed APIs.",
    promptFile: null,
  },
  {
    name: "deep",
    tools: [...WEB_TOOLS],
    maxTurns: 80,
    budgetUsd: 5,
    timeoutMs: 30 * MINUTE,
    model: null,
    brief:
      "Earlier attempts did not fix it, so the cause is likely not where it first appears. " +
      "Search the whole codebase for similar patterns, review the architecture around the " +
      "failure (configuration, start-up order, data flow between services), and question the " +
      "assumptions of the earlier attempts before changing anything.",
    promptFile: null,
  },
]);

/**
 * The ladder to use: the defaults, or fix.strategies where each step overrides the default
 * of the same name (or, for a new name, the default at the same position, else the last).
 */
export function resolveStrategies(configured?: readonly StrategyConfig[] | null): AgentStrategy[] {
  if (!configured || configured.length === 0) return DEFAULT_STRATEGIES.map(copyStrategy);
  return configured.map((step, index) => {
    const base =
      DEFAULT_STRATEGIES.find((strategy) => strategy.name === step.name) ??
      DEFAULT_STRATEGIES[Math.min(index, DEFAULT_STRATEGIES.length - 1)];
    const strategy = copyStrategy(base as AgentStrategy);
    strategy.name = step.name;
    if (step.tools) strategy.tools = [...step.tools];
    if (step.model) strategy.model = step.model;
    if (step["max-turns"]) strategy.maxTurns = step["max-turns"];
    if (step["budget-usd"]) strategy.budgetUsd = step["budget-usd"];
    if (step.timeout) strategy.timeoutMs = step.timeout;
    if (step.prompt) strategy.promptFile = step.prompt;
    return strategy;
  });
}

function copyStrategy(strategy: AgentStrategy): AgentStrategy {
  return { ...strategy, tools: [...strategy.tools] };
}
