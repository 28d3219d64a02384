import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A tier whose whole command runs out of its time (a hung test: cachetools' TTL mutant) is not
 * started again: a re-run would take the whole timeout again, for nothing a person can use.
 */
describe("a JUnit tier's command that runs out of the tier's time", () => {
  it("is reported once, not re-run", async () => {
    const root = await createTempProject({
      ".github/fix-loop.yml": `tiers:
  - name: unit
    command: "echo started >> starts.log && sleep 20"
    junit: reports/junit.xml
    timeout: 1s
`,
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    expect(await readFile(path.join(root, "starts.log"), "utf8")).toBe("started\n");
    const [command] = (await readResults(root)).tests;
    expect(command?.id).toBe("unit:command");
    expect(command?.runs).toBe(1);
    expect(command?.reason).toBe(
      "not re-run: the whole command ran out of the tier's time, and would again",
    );
  });

  it("is not re-run when it wrote its report and then hung (jest left in watch mode, mocha held open)", async () => {
    const report = `<testsuites><testsuite name="cart"><testcase classname="cart" name="sums"><failure message="expected 4, got 5">expected 4, got 5</failure></testcase><testcase classname="cart" name="empty"/></testsuite></testsuites>`;
    const root = await createTempProject({
      "write-and-hang.sh": `#!/bin/sh\necho started >> starts.log\nmkdir -p reports\necho '${report}' > reports/junit.xml\nsleep 20\n`,
      ".github/fix-loop.yml": `tiers:
  - name: unit
    command: ./write-and-hang.sh
    junit: reports/junit.xml
    timeout: 1s
`,
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    expect(await readFile(path.join(root, "starts.log"), "utf8")).toBe("started\n");
    const failed = (await readResults(root)).tests.find((test) => test.status === "failed");
    expect(failed?.title).toBe("sums");
    expect(failed?.runs).toBe(1);
    expect(failed?.reason).toBe(
      "not re-run: the whole command ran out of the tier's time, and would again",
    );
  });
});
