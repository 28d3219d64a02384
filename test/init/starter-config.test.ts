import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { starterConfig } from "../../src/init/starter-config.js";
import { junitTier, type TestRunner } from "../../src/init/test-runner.js";
import { HOME } from "../../src/workflows/fix-loop-home.js";
import { createTempProject } from "../support/temp-project.js";

/** A test file where each runner looks by default, and a source file it must leave editable. */
const FILES: [TestRunner, string, string][] = [
  ["vitest", "src/cart.test.ts", "src/cart.ts"],
  ["jest", "src/__tests__/cart.js", "src/cart.js"],
  ["mocha", "test/cart.js", "lib/cart.js"],
  ["node", "lib/cart.spec.mjs", "lib/cart.mjs"],
  ["pytest", "pkg/test_cart.py", "pkg/cart.py"],
  ["go", "cart/cart_test.go", "cart/cart.go"],
];

async function load(text: string) {
  const root = await createTempProject({ ".github/fix-loop.yml": text });
  return loadConfig(".github/fix-loop.yml", root);
}

describe("the config fix-loop init writes", () => {
  it.each(FILES)(
    "for %s: parses, runs its JUnit tier, and protects %s but not %s",
    async (runner, testFile, sourceFile) => {
      const tier = junitTier(runner, () => "*");
      const config = await load(starterConfig(tier));
      // The whole suite runs in one command: a script's 60 s would cut a real one short.
      expect(config.tiers).toMatchObject([
        { name: "tests", command: tier.command, timeout: 600_000 },
      ]);
      const isProtected = picomatch(config.fix.protected, { dot: true });
      expect(isProtected(testFile)).toBe(true);
      expect(isProtected(sourceFile)).toBe(false);
      expect(isProtected(".github/workflows/fix-loop.yml")).toBe(true);
    },
  );

  it("for pytest: protects a test/ folder's helpers as it does tests/' (tabulate's test/common.py)", async () => {
    const config = await load(starterConfig(junitTier("pytest", () => "*")));
    const isProtected = picomatch(config.fix.protected, { dot: true });
    expect(isProtected("test/common.py")).toBe(true);
    expect(isProtected("tabulate/__init__.py")).toBe(false);
  });

  it("writes the test script's environment as the tier's env:", async () => {
    const tier = junitTier("mocha", () => "*", "cross-env NODE_ENV=test PORT=3000 mocha test/");
    expect(tier.env).toEqual({ NODE_ENV: "test", PORT: "3000" });
    const config = await load(starterConfig(tier));
    expect(config.tiers[0]).toMatchObject({
      command: tier.command,
      env: { NODE_ENV: "test", PORT: "3000" },
    });
  });

  it("with no runner found: the example script tier, and every runner's test files protected", async () => {
    const config = await load(starterConfig(null));
    expect(config.tiers.map((tier) => tier.name)).toEqual(["health"]);
    const isProtected = picomatch(config.fix.protected, { dot: true });
    for (const [, testFile, sourceFile] of FILES) {
      expect({ testFile, protected: isProtected(testFile) }).toEqual({ testFile, protected: true });
      expect({ sourceFile, protected: isProtected(sourceFile) }).toEqual({
        sourceFile,
        protected: false,
      });
    }
    expect(isProtected(".fix-loop/tests/tier0_health/api.sh")).toBe(true);
  });

  it("links the configuration docs of the repository its workflow calls, which set-home re-homes", () => {
    const head = starterConfig(null).split("\n")[0];
    expect(head).toBe(
      `# fix-loop configuration: https://github.com/${HOME}/blob/main/docs/configuration.md`,
    );
  });
});
