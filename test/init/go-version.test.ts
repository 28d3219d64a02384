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

  it("raises it to the oldest Go the project's CI tests on, where that is newer", async () => {
    // go-humanize: go.mod says 1.16, its CI runs 1.19 (and 1.x), and a fuzz test needs 1.18.
    const workflow = [
      "on: [push]",
      "jobs:",
      "  test:",
      "    runs-on: ubuntu-latest",
      "    strategy:",
      "      matrix:",
      "        go: ['1.x', '1.19', '1.21.x']",
      "    steps:",
      "      - uses: actions/checkout@v4",
      "      - uses: actions/setup-go@v5",
      "        with:",
      `          go-version: \${{ matrix.go }}`,
      "      - run: go test -v ./...",
      "",
    ].join("\n");
    const project = (goLine: string) =>
      createTempProject({
        "go.mod": `module example.com/m\n\n${goLine}\n`,
        ".github/workflows/test.yml": workflow,
      });
    expect((await detectProject(await project("go 1.16"))).goVersion).toBe("1.19");
    // A go.mod newer than the oldest CI version stays: CI's 1.21 is the oldest at or above it.
    expect((await detectProject(await project("go 1.20"))).goVersion).toBe("1.21");
    expect((await detectProject(await project("go 1.22.3"))).goVersion).toBe("1.22.3");
  });
});
