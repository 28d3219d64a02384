import { beforeAll, describe, expect, it } from "vitest";
import { parseActionInputs } from "../../src/action/inputs.js";
import { aliasOf } from "../../src/ids/aliases.js";
import { eachFailingInItsOwnGroup, group, results, testResult } from "./fixtures.js";
import { REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

/** Ids as vitest and jest reports give them: spaces, `>`, and a comma in a test.each title. */
const CENTS = "test/prices.test.js > prices > cents";
const ROUNDS = "test/prices.test.js > prices > rounds 1.5, 2.5";

let pullNumber: number;

const app = useTestApp();

beforeAll(async () => {
  const pull = app.github.seedPull(REPO, { headRef: "feature/prices" });
  pullNumber = pull.number;
  const run = seedResultsRun(
    app.github,
    results({
      tests: [testResult(CENTS, "failed"), testResult(ROUNDS, "failed")],
      groups: [group("g-prices", [CENTS, ROUNDS], "open")],
    }),
    { pullRequests: [pull.number], headBranch: "feature/prices", headSha: pull.headSha },
  );
  await app.deliverRun(run);
});

async function command(body: string, sha: string): Promise<void> {
  app.github.pushToPull(REPO, pullNumber, sha);
  await app.deliverComment(pullNumber, body, "writer");
}

/** The ids the Action reads from the last dispatch's tests input. */
function dispatchedIds(): string[] {
  const tests = app.github.dispatches(REPO).at(-1)?.inputs.tests ?? "";
  return parseActionInputs({ INPUT_TESTS: String(tests) }).tests;
}

const lastReply = () =>
  app.github
    .comments(REPO, pullNumber)
    .filter((c) => c.user.type === "Bot")
    .at(-1)?.body ?? "";

describe("/fix takes the ids fix-loop prints, and the Action gets them whole", () => {
  it("takes a runner's id with spaces and > in backticks", async () => {
    await command(`/fix \`${CENTS}\``, "1".repeat(40));
    expect(lastReply()).toContain("started a fix run");
    expect(dispatchedIds()).toEqual([CENTS]);
  });

  it("refuses the same quoted id again while its fix is in progress", async () => {
    const before = app.github.dispatches(REPO).length;
    await app.deliverComment(pullNumber, `/fix "${CENTS}"`, "writer");
    expect(app.github.dispatches(REPO)).toHaveLength(before);
    expect(lastReply()).toContain("already in progress");
  });

  it("takes a test's alias and a group's alias", async () => {
    await command(`/fix ${aliasOf("test", ROUNDS)}`, "2".repeat(40));
    expect(dispatchedIds()).toEqual([ROUNDS]);
    await command(`/fix ${aliasOf("group", "g-prices").toLowerCase()}`, "3".repeat(40));
    expect(dispatchedIds()).toEqual([CENTS, ROUNDS]);
  });

  it("passes /fix all through the dispatch without splitting an id", async () => {
    await command("/fix all", "4".repeat(40));
    expect(dispatchedIds()).toEqual([CENTS, ROUNDS]);
  });

  it("refuses an alias no test of the latest results has, naming known ids", async () => {
    const before = app.github.dispatches(REPO).length;
    await command("/fix T-0000", "5".repeat(40));
    expect(app.github.dispatches(REPO)).toHaveLength(before);
    expect(lastReply()).toContain("no test `T-0000`");
  });
});

describe("the aliases the app shows are the ones /fix takes", () => {
  const aliasesIn = (body: string, letter: "T" | "G") =>
    [...body.matchAll(new RegExp(`\`(${letter}-[0-9A-F]{4,})\``, "g"))].map((m) => m[1] ?? "");

  const stickyComment = () =>
    app.github
      .comments(REPO, pullNumber)
      .find((c) => c.user.type === "Bot" && c.body.includes("fix-loop:summary"))?.body ?? "";

  it("shows each failing test's and the group's alias in the pull request's comment", () => {
    const body = stickyComment();
    expect(body).toContain(`\`${CENTS}\` (\`${aliasOf("test", CENTS)}\`)`);
    expect(body).toContain(`\`${ROUNDS}\` (\`${aliasOf("test", ROUNDS)}\`)`);
    expect(body).toContain(`\`g-prices\` (\`${aliasOf("group", "g-prices")}\`)`);
  });

  it("starts a fix run for the test alias and the group alias read from that comment", async () => {
    const body = stickyComment();
    const [, roundsAlias] = aliasesIn(body, "T");
    const [groupAlias] = aliasesIn(body, "G");
    await command(`/fix ${roundsAlias}`, "6".repeat(40));
    expect(dispatchedIds()).toEqual([ROUNDS]);
    await command(`/fix ${groupAlias}`, "7".repeat(40));
    expect(dispatchedIds()).toEqual([CENTS, ROUNDS]);
  });

  it("shows the aliases in the group's issue, with a retry by the group's alias", () => {
    const [issue] = app.github.issues(REPO, { label: "fix-loop:failing" });
    const body = issue?.body ?? "";
    expect(body).toContain(`\`${CENTS}\` (\`${aliasOf("test", CENTS)}\`)`);
    expect(body).toContain(`\`${ROUNDS}\` (\`${aliasOf("test", ROUNDS)}\`)`);
    expect(body).toContain(`\`g-prices\` (\`${aliasOf("group", "g-prices")}\`)`);
    expect(body).toContain(`(or \`/fix ${aliasOf("group", "g-prices")}\`) on the pull request`);
  });
});

/**
 * The ids the CLI walks print for each runner (test/cli/ids-given-back.test.ts,
 * test/cli/init-new-user.test.ts): jest-junit's "describe name", mocha-junit-reporter's full
 * title, pytest's "module.Class > test". vitest's is CENTS above.
 */
const RUNNER_IDS = {
  jest: "prices label",
  mocha: "prices label of 2",
  pytest: "tests.test_label.TestLabel > test_of_two",
};

describe("/fix takes each runner's printed id and its alias, and dispatches the id verbatim", () => {
  let runnersPull: number;
  beforeAll(async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/runners" });
    runnersPull = pull.number;
    const ids = Object.values(RUNNER_IDS);
    const run = seedResultsRun(
      app.github,
      eachFailingInItsOwnGroup(ids, (_id, index) => `g-runner-${index}`),
      { pullRequests: [pull.number], headBranch: "feature/runners", headSha: pull.headSha },
    );
    await app.deliverRun(run);
  });

  let sha = 0;
  async function fixOnRunnersPull(body: string): Promise<string[]> {
    sha += 1;
    app.github.pushToPull(REPO, runnersPull, sha.toString(16).padStart(40, "a"));
    const before = app.github.dispatches(REPO).length;
    await app.deliverComment(runnersPull, body, "writer");
    expect(app.github.dispatches(REPO), body).toHaveLength(before + 1);
    return dispatchedIds();
  }

  it.each(Object.entries(RUNNER_IDS))(
    "%s: `/fix <printed id>` and `/fix <alias>`",
    async (_, id) => {
      expect(await fixOnRunnersPull(`/fix \`${id}\``)).toEqual([id]);
      expect(await fixOnRunnersPull(`/fix ${aliasOf("test", id)}`)).toEqual([id]);
    },
  );
});
