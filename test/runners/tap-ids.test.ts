import { describe, expect, it } from "vitest";
import { refsOfTapId } from "../../src/runners/tap-ids.js";
import { refsOfVitestId } from "../../src/runners/vitest-ids.js";
import { createTempProject } from "../support/temp-project.js";

describe("a tap test's ref, from its id alone", () => {
  it("is its file, the subtests between, and its name", async () => {
    const root = await createTempProject({ "test/cart.test.js": "" });
    expect(refsOfTapId("test/cart.test.js > cart > sums prices", root)).toEqual([
      {
        name: "sums prices",
        classname: "test/cart.test.js > cart",
        suite: "",
        file: "test/cart.test.js",
        line: null,
      },
    ]);
  });

  it("is none where the first part is no file of the project, a path out of it, or an option", async () => {
    // A file named like an option goes on the runner's command line as one.
    const root = await createTempProject({ "test/cart.test.js": "", "--require=x.js": "" });
    for (const id of [
      "test/gone.test.js > cart",
      "test/cart.test.js",
      "../outside.js > cart",
      "/etc/passwd > cart",
      "--require=x.js > cart",
    ]) {
      expect({ id, refs: refsOfTapId(id, root) }).toEqual({ id, refs: null });
      expect({ id, refs: refsOfVitestId(id, root) }).toEqual({ id, refs: null });
    }
    expect(refsOfVitestId("test/cart.test.js > cart > sums", root)?.[0]?.name).toBe("cart > sums");
  });
});
