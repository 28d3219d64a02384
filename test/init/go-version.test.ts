import { describe, expect, it } from "vitest";
import { detectProject } from "../../src/init/detect-project.js";
import { createTempProject } from "../support/temp-project.js";

const detectGo = async (goLine: string) =>
  detectProject(await createTempProject({ "go.mod": `module example.com/m\n\n${goLine}\n` }));

describe("fix-loop init sets up a Go that runs the tier it writes", () => {
  it("raises an older go.mod line to Go 1.17, the first whose go run takes pkg@version", async () => {
    // google/go-cmp v0.6.0's go.mod says `go 1.13`: its workflow got go-version 1.13, whose
    // go run refuses the tier's go-junit-report@v2.1.0.
    const facts = await detectGo("go 1.13");
    expect(facts.tier?.command).toContain("go run github.com/jstemmer/go-junit-report/v2@");
    expect(facts.goVersion).toBe("1.17");
  });

  it("keeps a go.mod line the tier runs on as written", async () => {
    expect((await detectGo("go 1.22.3")).goVersion).toBe("1.22.3");
    expect((await detectGo("go 1.17")).goVersion).toBe("1.17");
    expect((await detectGo("go 2.0")).goVersion).toBe("2.0");
  });
});
