import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allMutants, TALLY } from "../go-fixture.js";

const hasGo = spawnSync("go", ["version"]).status === 0;

/** The analyzers `go test` runs before the tests: a mutant they reject never reaches a test. */
const GO_TEST_VET = [
  "-atomic",
  "-bool",
  "-buildtags",
  "-errorsas",
  "-ifaceassert",
  "-nilfunc",
  "-printf",
  "-stringintconv",
];

describe("Go mutants are programs", () => {
  it.skipIf(!hasGo)(
    "compiles every mutant and passes the vet checks `go test` runs (go vet over one package per mutant)",
    () => {
      const mutants = allMutants(TALLY);
      expect(mutants.length).toBeGreaterThan(50);
      const module = mkdtempSync(path.join(tmpdir(), "fix-loop-go-mutants-"));
      try {
        writeFileSync(path.join(module, "go.mod"), "module example.com/tally\n\ngo 1.18\n");
        mkdirSync(path.join(module, "original"));
        writeFileSync(path.join(module, "original/tally.go"), TALLY);
        for (const [index, mutant] of mutants.entries()) {
          mkdirSync(path.join(module, `m${index}`));
          writeFileSync(path.join(module, `m${index}/tally.go`), mutant.mutatedSource);
        }
        const vet = spawnSync("go", ["vet", ...GO_TEST_VET, "./..."], {
          cwd: module,
          encoding: "utf8",
          env: {
            ...process.env,
            GOFLAGS: "-mod=mod",
            GOPROXY: "off",
          },
        });
        const rejected = [...vet.stderr.matchAll(/^# example\.com\/tally\/m(\d+)$/gm)].map(
          (match) => mutants[Number(match[1])]?.description,
        );
        expect({ rejected, output: vet.stderr.slice(0, 2000) }).toEqual({
          rejected: [],
          output: "",
        });
        expect(vet.status).toBe(0);
      } finally {
        rmSync(module, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
