/** A `/fix` command, read from the first line of a comment. */
export type FixCommand =
  | { kind: "help" }
  | { kind: "status" }
  | { kind: "fix"; tests: string[] | "all"; strategy: Strategy | null }
  | { kind: "invalid"; problem: string };

export const STRATEGIES = ["web", "deep"] as const;
export type Strategy = (typeof STRATEGIES)[number];

const MAX_TESTS = 20;
/** Test ids as scripts and JUnit reports name them; nothing a shell or a workflow would read as syntax. */
const TEST_ID = /^[A-Za-z0-9_.:/#@[\]-]{1,200}$/;

/** The command on the comment's first line, or null when the comment is not a command. */
export function parseFixCommand(body: string): FixCommand | null {
  const firstLine =
    body
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/, 1)[0]
      ?.trim() ?? "";
  const match = /^\/fix(?:\s+(.*))?$/.exec(firstLine);
  if (!match) return null;
  const words = (match[1] ?? "").split(/[\s,]+/).filter(Boolean);
  if (words.length === 0 || (words.length === 1 && words[0] === "help")) return { kind: "help" };
  if (words.length === 1 && words[0] === "status") return { kind: "status" };

  let strategy: Strategy | null = null;
  const tests: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? "";
    if (word === "--strategy" || word.startsWith("--strategy=")) {
      const value = word.includes("=") ? word.slice(word.indexOf("=") + 1) : words[++index];
      if (!value || !STRATEGIES.includes(value as Strategy)) {
        return {
          kind: "invalid",
          problem: `\`--strategy\` takes ${STRATEGIES.join(" or ")}, not \`${value ?? ""}\``,
        };
      }
      strategy = value as Strategy;
    } else if (word.startsWith("--")) {
      return {
        kind: "invalid",
        problem: `\`${word}\` is not an option; the one option is \`--strategy web|deep\``,
      };
    } else if (!TEST_ID.test(word)) {
      return { kind: "invalid", problem: `\`${word.slice(0, 60)}\` is not a test id` };
    } else if (!tests.includes(word)) {
      tests.push(word);
    }
  }
  if (tests.length === 0) return { kind: "invalid", problem: "name the tests to fix, or `all`" };
  if (tests.includes("all")) {
    return tests.length === 1
      ? { kind: "fix", tests: "all", strategy }
      : { kind: "invalid", problem: "`all` stands alone: `/fix all`" };
  }
  if (tests.length > MAX_TESTS)
    return { kind: "invalid", problem: `at most ${MAX_TESTS} tests per command` };
  return { kind: "fix", tests, strategy };
}
