import { describe, expect, it } from "vitest";
import { wantedTestFiles } from "../../src/engine/wanted-test-files.js";
import { createTempProject } from "../support/temp-project.js";

describe("the files a --tests listing is asked of", () => {
  it("are the id's own file or the one the last run printed, inside the project only", async () => {
    const root = await createTempProject({
      "test/a.test.js": "",
      "test/b.test.js": "",
      "--import=data:,process.exit(9).js": "",
    });
    const printed = {
      "prices cents": "test/b.test.js",
      "escapes up": "../outside.test.js",
      "an option": "--import=data:,process.exit(9).js",
    };
    expect(wantedTestFiles(["test/a.test.js > sums", "prices cents"], printed, root)).toEqual([
      "test/a.test.js",
      "test/b.test.js",
    ]);
    // A printed path that leaves the project, or a file that is not there, is no answer:
    // the whole suite is listed instead.
    expect(wantedTestFiles(["escapes up"], printed, root)).toBeUndefined();
    // A file named like an option would be read as one: node runs `--import=...` before tests.
    expect(wantedTestFiles(["an option"], printed, root)).toBeUndefined();
    expect(wantedTestFiles(["/etc/passwd > x"], {}, root)).toBeUndefined();
    expect(wantedTestFiles(["test/gone.test.js > sums"], {}, root)).toBeUndefined();
  });
});
