import { resolveStrategies } from "../../src/agent/strategies.js";
import { code } from "../../src/report/markdown-blocks.js";

/**
 * The `/fix` command, in one table: what it is called, the words and the option it takes, how
 * each is parsed and checked, and the help every reply, issue and dashboard quotes from it.
 */

export const FIX = "/fix";
const STRATEGY = "--strategy";
export const HELP_COMMAND = `${FIX} help`;
const STATUS_COMMAND = `${FIX} status`;

/**
 * The commands that are one word after `/fix`, keyed by verb, with what each does (the help
 * lists them in this order). Each one's answer is in ./verbs.ts, which must cover every verb.
 */
interface VerbEntry {
  what: string;
  /** What the verb takes after it, for the help; a verb without one stands alone. */
  argument?: string;
}

const VERB_TABLE = {
  status: { what: "shows the groups, their attempts and the trust score." },
  quarantine: {
    what: "quarantines a test: it still runs and is reported, but its failure no longer fails its tier.",
    argument: "<test id or alias>",
  },
  release: { what: "takes a test out of quarantine.", argument: "<test id or alias>" },
  version: { what: "names the fix-loop version answering here." },
  help: { what: "shows this." },
} as const satisfies Record<string, VerbEntry>;

export type Verb = keyof typeof VERB_TABLE;
export const VERBS: Record<Verb, VerbEntry> = VERB_TABLE;

function isVerb(word: string | undefined): word is Verb {
  return word !== undefined && Object.hasOwn(VERBS, word);
}

/** A `/fix` command, read from the first line of a comment. */
export type FixCommand =
  | { kind: Verb; argument?: string }
  | { kind: "fix"; tests: string[] | "all"; strategy: string | null }
  | { kind: "invalid"; problem: string };

/** What the table needs from the repository: the steps of its ladder (fix.strategies). */
export interface CommandVocabulary {
  ladder: readonly string[];
}

const DEFAULT_VOCABULARY: CommandVocabulary = {
  ladder: resolveStrategies(undefined).map((step) => step.name),
};

/** The steps `--strategy` may name: any after the first, which is where every run starts anyway. */
function laterSteps(vocabulary: CommandVocabulary): readonly string[] {
  return vocabulary.ladder.slice(1);
}

const COMMAND_LINE = new RegExp(`^${FIX}(?:\\s+(.*))?$`);
const MAX_TESTS = 20;
/** A bare test id, as scripts and JUnit reports name them; nothing a shell or a workflow would read as syntax. */
const TEST_ID = /^[A-Za-z0-9_.:/#@[\]-]{1,200}$/;
/**
 * An id in backticks or double quotes, as the app's comments show it: a runner's own id, with
 * its spaces and `>` ("src/prices.test.ts > prices > cents"). It reaches the workflow as data
 * (a JSON array in the dispatch's tests input), never a shell, so only control characters,
 * quotes and backticks are kept out.
 */
const QUOTED_TEST_ID = /^[^\p{Cc}`"]{1,300}$/u;
/** A backtick or double-quoted span, or a run of characters up to a space or comma. */
const WORD = /`([^`]*)`|"([^"]*)"|([^\s,]+)/g;

interface Entry {
  /** How the entry is written, for help and hints. */
  usage: (vocabulary: CommandVocabulary) => string | null;
  what: string;
}

/** The command table; the help lists it in this order. */
const TABLE: Entry[] = [
  {
    usage: () => `${FIX} BT-007 [BT-008 ...]`,
    what: "starts a fix run for those tests on the pull request's head commit.",
  },
  {
    usage: (v) => {
      const [first, ...others] = laterSteps(v);
      if (!first) return null;
      const rest = others.length > 0 ? ` (or ${others.map(code).join(", ")})` : "";
      return `${code(`${FIX} BT-007 ${STRATEGY} ${first}`)}${rest}`;
    },
    what: "picks the strategy to start from.",
  },
  {
    usage: () => fixCommandFor("all"),
    what: "starts a fix run for every failing group of the latest run.",
  },
  ...Object.entries(VERBS).map(([verb, { what, argument }]) => ({
    usage: () => `${FIX} ${verb}${argument ? ` ${argument}` : ""}`,
    what,
  })),
];

/** "- `/fix all` starts ...", one line per entry of the table. */
export function commandList(vocabulary: CommandVocabulary): string[] {
  return TABLE.flatMap((entry) => {
    const usage = entry.usage(vocabulary);
    if (usage === null) return [];
    const shown = usage.startsWith("`") ? usage : code(usage);
    return [`- ${shown} ${entry.what}`];
  });
}

/** "`/fix <test ids> [--strategy web|deep]`, `/fix all`, ...": the table on one line. */
export function commandSummary(vocabulary: CommandVocabulary): string {
  const steps = laterSteps(vocabulary);
  const option = steps.length > 0 ? ` [${STRATEGY} ${steps.join("|")}]` : "";
  return [`${FIX} <test ids>${option}`, fixCommandFor("all"), STATUS_COMMAND, HELP_COMMAND]
    .map(code)
    .join(", ");
}

/** The command that retries these tests, as a person would type it. */
export function fixCommandFor(tests: readonly string[] | "all"): string {
  if (tests === "all") return `${FIX} all`;
  return `${FIX} ${tests.map((id) => (TEST_ID.test(id) ? id : `"${id}"`)).join(" ")}`;
}

/** "add `--strategy web` or `--strategy deep` to choose the strategy", or nothing for a one-step ladder. */
export function strategyHint(vocabulary: CommandVocabulary): string {
  const steps = laterSteps(vocabulary);
  if (steps.length === 0) return "";
  const options = steps.map((step) => code(`${STRATEGY} ${step}`));
  const listed =
    options.length === 1 ? options[0] : `${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
  return `add ${listed} to choose the strategy`;
}

function firstLineOf(body: string): string {
  return (
    body
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/, 1)[0]
      ?.trim() ?? ""
  );
}

/** Whether the comment's first line is a `/fix` command at all (well formed or not). */
export function isFixCommand(body: string): boolean {
  return COMMAND_LINE.test(firstLineOf(body));
}

/** The command on the comment's first line, or null when the comment is not a command. */
export function parseFixCommand(
  body: string,
  vocabulary: CommandVocabulary = DEFAULT_VOCABULARY,
): FixCommand | null {
  const match = COMMAND_LINE.exec(firstLineOf(body));
  if (!match) return null;
  const tokens = wordsOf(match[1] ?? "");
  const words = tokens.map((token) => token.text);
  if (words.length === 0) return { kind: "help" };
  const [first] = words;
  const argument = isVerb(first) ? VERBS[first].argument : undefined;
  if (argument) {
    const named = words[1] ?? "";
    const valid = tokens[1]?.quoted ? QUOTED_TEST_ID.test(named) : TEST_ID.test(named);
    if (words.length !== 2 || !valid)
      return {
        kind: "invalid",
        problem: `${code(`${FIX} ${first}`)} takes one test: ${code(`${FIX} ${first} ${argument}`)}`,
      };
    return { kind: first as Verb, argument: named };
  }
  if (words.length === 1 && isVerb(first)) return { kind: first };

  let strategy: string | null = null;
  const tests: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? "";
    if (tokens[index]?.quoted) {
      if (!QUOTED_TEST_ID.test(word))
        return { kind: "invalid", problem: `${code(word.slice(0, 60))} is not a test id` };
      if (!tests.includes(word)) tests.push(word);
    } else if (word === STRATEGY || word.startsWith(`${STRATEGY}=`)) {
      const value = word.includes("=") ? word.slice(word.indexOf("=") + 1) : words[++index];
      const problem = strategyProblem(value, vocabulary);
      if (problem) return { kind: "invalid", problem };
      strategy = value ?? null;
    } else if (word.startsWith("--")) {
      return {
        kind: "invalid",
        problem: `${code(word.slice(0, 60))} is not an option; the one option is ${code(`${STRATEGY} <step>`)}`,
      };
    } else if (!TEST_ID.test(word)) {
      return { kind: "invalid", problem: `${code(word.slice(0, 60))} is not a test id` };
    } else if (!tests.includes(word)) {
      tests.push(word);
    }
  }
  if (tests.length === 0) return { kind: "invalid", problem: "name the tests to fix, or `all`" };
  if (tests.includes("all")) {
    return tests.length === 1
      ? { kind: "fix", tests: "all", strategy }
      : { kind: "invalid", problem: `\`all\` stands alone: ${code(fixCommandFor("all"))}` };
  }
  if (tests.length > MAX_TESTS)
    return { kind: "invalid", problem: `at most ${MAX_TESTS} tests per command` };
  return { kind: "fix", tests, strategy };
}

/** The command's words: quoted spans whole (an id with spaces), the rest split on spaces and commas. */
function wordsOf(text: string): { text: string; quoted: boolean }[] {
  return [...text.matchAll(WORD)].flatMap((match): { text: string; quoted: boolean }[] => {
    const quoted = match[1] ?? match[2];
    if (quoted !== undefined) return quoted.trim() ? [{ text: quoted.trim(), quoted: true }] : [];
    return [{ text: match[3] ?? "", quoted: false }];
  });
}

function strategyProblem(value: string | undefined, vocabulary: CommandVocabulary): string | null {
  const steps = laterSteps(vocabulary);
  if (value && steps.includes(value)) return null;
  const given = value ? `, not ${code(value.slice(0, 60))}` : "";
  if (steps.length === 0) {
    return `\`${STRATEGY}\` has nothing to pick: \`fix.strategies\` in \`.github/fix-loop.yml\` has one step${given}`;
  }
  const listed =
    steps.length === 1 ? steps[0] : `${steps.slice(0, -1).join(", ")} or ${steps.at(-1)}`;
  return `\`${STRATEGY}\` takes ${listed} (a later step of \`fix.strategies\` to start from)${given}`;
}
