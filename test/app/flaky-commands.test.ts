import { beforeAll, describe, expect, it } from "vitest";
import {
  HISTORY_REF,
  parseQuarantineList,
  QUARANTINE_FILE,
} from "../../src/flaky/quarantine-list.js";
import { aliasOf } from "../../src/ids/aliases.js";
import { results, testResult } from "./fixtures.js";
import { REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp({ ".github/fix-loop.yml": "tests: .fix-loop/tests/*.sh\n" });
const CART = "src/cart.test.ts > cart > adds an item";
let pullNumber = 0;

const quarantine = () =>
  parseQuarantineList(
    app.github.gitFile(REPO, HISTORY_REF, QUARANTINE_FILE) ?? '{"version":1,"tests":[]}',
    QUARANTINE_FILE,
  ).tests;
const lastReply = () => app.github.comments(REPO, pullNumber).at(-1)?.body ?? "";

beforeAll(async () => {
  const pull = app.github.seedPull(REPO, { headRef: "feature/cart" });
  pullNumber = pull.number;
  const run = seedResultsRun(
    app.github,
    results({ tests: [testResult(CART, "flaky"), testResult("BT-001", "passed")] }),
    { pullRequests: [pull.number], headBranch: "feature/cart", headSha: pull.headSha },
  );
  await app.deliverRun(run);
});

describe("/fix quarantine and /fix release", () => {
  it("refuses a reader, and changes nothing", async () => {
    await app.deliverComment(pullNumber, `/fix quarantine ${aliasOf("test", CART)}`, "reader");
    expect(lastReply()).toMatch(/needs write access to this repository or more, and you have read/);
    expect(quarantine()).toEqual([]);
  });

  it("quarantines a test named by its alias for a maintainer, saying who and with the numbers", async () => {
    await app.deliverComment(pullNumber, `/fix quarantine ${aliasOf("test", CART)}`, "maintainer");
    expect(quarantine()).toMatchObject([
      { id: CART, alias: aliasOf("test", CART), by: "@maintainer", runs: 1, rate: 1 },
    ]);
    expect(quarantine()[0]?.reason).toMatch(/quarantined by @maintainer with \/fix quarantine/);
    expect(lastReply()).toContain(`is quarantined: verify still runs and reports it`);
    expect(lastReply()).toContain("It flaked in 1 of 1 runs (100.0%)");
  });

  it("answers a test the history does not know, and a command without its test", async () => {
    await app.deliverComment(pullNumber, "/fix quarantine BT-404", "maintainer");
    expect(lastReply()).toContain("the flake history has no test `BT-404`");
    await app.deliverComment(pullNumber, "/fix release", "maintainer");
    expect(lastReply()).toContain(
      "`/fix release` takes one test: `/fix release <test id or alias>`",
    );
    expect(quarantine()).toHaveLength(1);
  });

  it("releases it for a writer by its printed id (quoted, with its spaces and >)", async () => {
    await app.deliverComment(pullNumber, `/fix release "${CART}"`, "writer");
    expect(quarantine()).toEqual([]);
    expect(lastReply()).toContain("is released: its failures fail its tier again");
    await app.deliverComment(pullNumber, `/fix release "${CART}"`, "writer");
    expect(lastReply()).toContain("is not quarantined. Nothing changed.");
  });

  it("lists both verbs in the help", async () => {
    await app.deliverComment(pullNumber, "/fix help", "writer");
    expect(lastReply()).toContain("`/fix quarantine <test id or alias>` quarantines a test");
    expect(lastReply()).toContain(
      "`/fix release <test id or alias>` takes a test out of quarantine.",
    );
  });
});
