import * as z from "zod";
import { UserError } from "../errors.js";
import { RESULTS_ARTIFACT as DEFAULT_ARTIFACT_NAME } from "../github/artifacts.js";
import { jsonStrings, parseIdList } from "../ids/id-list.js";

export const DEFAULT_CLAUDE_VERSION = "2.1.330";

/** An input a user has to correct; the message names the input and what it accepts. */
export class InputError extends UserError {
  override name = "InputError";
}

const text = z.string().transform((value) => value.trim());
const optionalText = text.transform((value) => (value === "" ? null : value));
const withDefault = (fallback: string) => text.transform((value) => value || fallback);

/**
 * "a,b", one per line, or a JSON array (a job output, or /fix's dispatch, passed straight in).
 * A runner's id holds spaces ("prices > cents"), so a space never separates two ids.
 */
const idList = text.transform((value, ctx) => {
  if (!value.startsWith("[") || jsonStrings(value)) return parseIdList(value);
  ctx.addIssue({
    code: "custom",
    message: `"${value}" is not a JSON array of strings; or list ids separated by commas`,
  });
  return z.NEVER;
});

const flag = (fallback: boolean) =>
  text.transform((value, ctx) => {
    const lower = value.toLowerCase();
    if (lower === "") return fallback;
    if (["true", "yes", "on", "1"].includes(lower)) return true;
    if (["false", "no", "off", "0"].includes(lower)) return false;
    ctx.addIssue({ code: "custom", message: `"${value}" is not a boolean; use true or false` });
    return z.NEVER;
  });

const wholeNumber = optionalText.transform((value, ctx) => {
  if (value === null) return null;
  if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
  ctx.addIssue({ code: "custom", message: `"${value}" is not a whole number of 1 or more` });
  return z.NEVER;
});

const dollars = optionalText.transform((value, ctx) => {
  if (value === null) return null;
  const amount = Number(value);
  if (Number.isFinite(amount) && amount > 0) return amount;
  ctx.addIssue({
    code: "custom",
    message: `"${value}" is not an amount above 0 (for example 2.50)`,
  });
  return z.NEVER;
});

const commit = optionalText.transform((value, ctx) => {
  if (value === null) return null;
  // All 40: an abbreviation could name a second commit pushed to collide with it.
  if (/^[0-9a-f]{40}$/i.test(value)) return value.toLowerCase();
  ctx.addIssue({
    code: "custom",
    message: `"${value}" is not a commit id; give all 40 hexadecimal characters (github.sha, or the sha /fix dispatched)`,
  });
  return z.NEVER;
});

const mode = text
  .transform((value) => value.toLowerCase() || "verify")
  .pipe(
    z.enum(["verify", "fix", "check", "publish", "plan"], {
      error: (issue) =>
        `"${String(issue.input)}" is not a mode; use verify, fix, check, publish or plan`,
    }),
  );

const artifactName = withDefault(DEFAULT_ARTIFACT_NAME).refine(
  (value) => !/[":<>|*?\\/\r\n]/.test(value),
  {
    message: 'artifact names cannot hold " : < > | * ? \\ or /',
  },
);

/** A JSON object of group id to its test ids: the group-tests output of a verify job. */
const groupTests = optionalText.transform((value, ctx) => {
  if (value === null) return null;
  const parsed = z.record(z.string(), z.array(z.string())).safeParse(parseJson(value));
  if (parsed.success) return parsed.data;
  ctx.addIssue({
    code: "custom",
    message:
      "is not a JSON object of group ids to test ids; pass the verify job's group-tests output",
  });
  return z.NEVER;
});

/** One entry per input of action.yml, keyed by the input's name. */
const inputsSchema = z
  .object({
    config: withDefault(".github/fix-loop.yml"),
    mode,
    tests: idList,
    groups: idList,
    "max-attempts": wholeNumber,
    strategy: optionalText,
    "anthropic-api-key": optionalText,
    "claude-version": withDefault(DEFAULT_CLAUDE_VERSION),
    "github-token": optionalText,
    draft: flag(true),
    sha: commit,
    "budget-usd": dollars,
    "agent-user": withDefault("auto"),
    "working-directory": withDefault("."),
    "artifact-name": artifactName,
    setup: optionalText,
    bundles: optionalText,
    "policy-config": optionalText,
    "group-tests": groupTests,
    verdict: optionalText,
    "verdict-output": withDefault("verdict"),
    verbose: flag(false),
    plan: optionalText,
    "history-folder": optionalText,
    shard: optionalText.refine((value) => value === null || /^\d+\/\d+$/.test(value), {
      message: "is not i/N (the leg i of N, counted from 1)",
    }),
    timings: optionalText,
    partials: optionalText,
    base: withDefault("auto"),
  })
  .transform((raw) => ({
    config: raw.config,
    mode: raw.mode,
    tests: raw.tests,
    groups: raw.groups,
    maxAttempts: raw["max-attempts"],
    strategy: raw.strategy,
    anthropicApiKey: raw["anthropic-api-key"],
    claudeVersion: raw["claude-version"],
    githubToken: raw["github-token"],
    draft: raw.draft,
    sha: raw.sha,
    budgetUsd: raw["budget-usd"],
    agentUser: raw["agent-user"],
    workingDirectory: raw["working-directory"],
    artifactName: raw["artifact-name"],
    setup: raw.setup,
    bundles: raw.bundles,
    policyConfig: raw["policy-config"],
    groupTests: raw["group-tests"],
    verdict: raw.verdict,
    verdictOutput: raw["verdict-output"],
    verbose: raw.verbose,
    plan: raw.plan,
    historyFolder: raw["history-folder"],
    shard: raw.shard,
    timings: raw.timings,
    partials: raw.partials,
    base: raw.base,
  }));

/** The action's inputs, parsed once; everything after reads this object, never the environment. */
export type ActionInputs = z.output<typeof inputsSchema>;

export const INPUT_NAMES = Object.keys(
  inputsSchema.in.shape,
) as (keyof typeof inputsSchema.in.shape)[];

/** Reads an input the way @actions/core does: INPUT_<NAME>, spaces as underscores, upper case. */
export function inputFrom(env: NodeJS.ProcessEnv, name: string): string {
  return env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "";
}

/** Parses every input of action.yml; throws InputError naming each input that is wrong. */
export function parseActionInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const raw = Object.fromEntries(INPUT_NAMES.map((name) => [name, inputFrom(env, name)]));
  const parsed = inputsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `input ${String(issue.path[0])}: ${issue.message}`,
  );
  throw new InputError(problems.join("\n"));
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
