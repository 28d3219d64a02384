/**
 * The brief for each step of the default ladder: what kind of search this attempt should
 * make. A strategy's `prompt` file in the config replaces it.
 */
export const DEFAULT_BRIEFS: Readonly<Record<string, string>> = {
  local: [
    "Work from this repository alone. Read the failing test and the evidence, find the code",
    "that produces the failure (Grep and Glob for the names in the decisive line), and make the",
    "smallest change that fixes the root cause. Run the test commands listed below to check.",
  ].join(" "),
  web: [
    "An earlier attempt with local analysis did not fix this. Read its history below, then look",
    "beyond the repository: use WebSearch and WebFetch for the exact error message, the library's",
    "documentation, changelogs and issue trackers for the versions this project uses. Apply a",
    "fix that the sources support, and check it with the test commands listed below.",
  ].join(" "),
  deep: [
    "Earlier attempts did not fix this; their history is below. Step back: search the whole",
    "codebase for every place with the same pattern as the failing code, review the architecture",
    "around the failure (configuration, start-up order, data flow between modules), and question",
    "the assumptions the earlier attempts made. Fix the root cause, not the symptom, and check",
    "with the test commands listed below.",
  ].join(" "),
};

const GENERIC_BRIEF =
  "Find the root cause of the failure from the evidence and fix it with the smallest change. " +
  "Check your fix with the test commands listed below.";

/** The brief for a ladder step: the user's prompt file text, else the built-in one. */
export function briefFor(strategy: string, promptFileText?: string | null): string {
  const custom = promptFileText?.trim();
  if (custom) return custom;
  return DEFAULT_BRIEFS[strategy] ?? GENERIC_BRIEF;
}
