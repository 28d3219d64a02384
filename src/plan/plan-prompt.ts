import type { Config } from "../config/schema.js";
import type { PlanEntry } from "./parse-plan.js";
import type { TierTarget } from "./tier-folder.js";

export interface PlanPromptInput {
  entries: readonly PlanEntry[];
  /** The tier these entries belong to; null: the agent proposes one per entry from `targets`. */
  tier: string | null;
  targets: readonly TierTarget[];
  config: Config;
  /** Existing scripts of the project, as examples: path and text. */
  examples: readonly { file: string; text: string }[];
}

/** The brief of one generation session: the tier's plan entries, the project's facts, the contract. */
export function planPrompt(input: PlanPromptInput): string {
  return [
    "You are writing executable test scripts for this project from its prose test plan. Each plan",
    "entry below becomes exactly one script; a program runs the scripts many times, so they must",
    "decide pass or fail by themselves, without you.",
    "",
    "## Where to write",
    where(input),
    "Write one new file per entry, named after its id in lower case (bt-001-health.sh). Change no",
    "other file: not the existing tests, not the code, not the config. Do not write a script for an",
    "id that is not listed below.",
    "",
    "## The contract every script follows",
    "- line 1 a shebang (#!/usr/bin/env bash), and the file executable (chmod +x);",
    "- header comments: `# TEST: <id> - <title>`, `# TIER: <tier>`, `# REQUIRES: <services, comma",
    "  separated>`, `# TIMEOUT: <seconds>`, `# PLAN-HASH: <the entry's hash below>`;",
    "- exit 0 when the expected result holds, non-zero otherwise;",
    "- print `PASS: <what held>` when it passes; when it fails print `FAIL: <what did not hold>` and",
    "  one or more `EVIDENCE: <what was seen>` lines (the status, the body, the error);",
    "- with a service it REQUIRES stopped, it must fail (non-zero, with EVIDENCE:): never exit 0 on",
    "  a connection error. fix-loop checks this by stopping the services and running it.",
    "",
    "## The project",
    services(input.config),
    "",
    ...examples(input.examples),
    "## The plan entries",
    ...input.entries.map(entryText),
  ].join("\n");
}

function where(input: PlanPromptInput): string {
  if (input.tier !== null) {
    const target = input.targets.find((candidate) => candidate.tier === input.tier);
    return `Tier "${input.tier}": write the scripts in ${target?.folder}/ (they must match the glob ${target?.glob}).`;
  }
  return [
    "These entries name no tier: choose one for each from the tiers below, write the script in that",
    "tier's folder and name the tier in its # TIER: header.",
    ...input.targets.map((target) => `- ${target.tier}: ${target.folder}/ (glob ${target.glob})`),
  ].join("\n");
}

export function services(config: Config): string {
  const names = Object.entries(config.services);
  if (names.length === 0) return "The config declares no services.";
  return [
    "Services (name: health probe), the names REQUIRES uses:",
    ...names.map(([name, service]) => `- ${name}: ${service.health}`),
  ].join("\n");
}

export function examples(
  list: PlanPromptInput["examples"],
  heading = "Existing scripts of this project, as examples of its style:",
): string[] {
  if (list.length === 0) return [];
  return [
    heading,
    ...list.flatMap((example) => [`### ${example.file}`, "```", example.text.trimEnd(), "```"]),
    "",
  ];
}

export function entryText(entry: PlanEntry): string {
  return [
    `### ${entry.id} - ${entry.title}`,
    `PLAN-HASH: ${entry.hash}`,
    ...(entry.tier ? [`Tier: ${entry.tier}`] : []),
    `Requires: ${entry.requires ? entry.requires.join(", ") : "(choose from the services above)"}`,
    ...(entry.functions ? [`Function: ${entry.functions.join(", ")}`] : []),
    entry.steps ? `Steps:\n${entry.steps}` : "",
    `Expected: ${entry.expected}`,
    "",
  ].join("\n");
}
