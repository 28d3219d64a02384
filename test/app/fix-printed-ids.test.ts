import { beforeAll, describe, expect, it } from "vitest";
import { parseActionInputs } from "../../src/action/inputs.js";
import { aliasOf } from "../../src/ids/aliases.js";
import { group, results, testResult } from "./fixtures.js";
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
