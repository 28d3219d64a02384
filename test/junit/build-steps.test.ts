import { describe, expect, it } from "vitest";
import { withoutBuildSteps } from "../../src/junit/build-steps.js";

describe("a retry's command without the build steps its first run took", () => {
  it.each([
    [
      "npm run build && JEST_JUNIT_OUTPUT_FILE=r.xml npx jest -t x",
      "JEST_JUNIT_OUTPUT_FILE=r.xml npx jest -t x",
    ],
    ["mkdir -p reports && npm run build && jest", "mkdir -p reports && jest"],
    ["npm run build:lib && npx tsc -p . && vitest run", "vitest run"],
    ["yarn build && jest", "jest"],
    ["pnpm run compile && mocha", "mocha"],
    ["npx babel src -d lib && mocha", "mocha"],
  ])("drops them from %s", (command, retry) => {
    expect(withoutBuildSteps(command)).toBe(retry);
  });

  it("reads a package script by what it runs: validator.js's pretest builds, a lint does not", () => {
    const scripts = { pretest: "npm run build", build: "babel src -d lib", check: "eslint ." };
    expect(withoutBuildSteps("npm run pretest && mocha", scripts)).toBe("mocha");
    expect(withoutBuildSteps("npm run check && mocha", scripts)).toBe("npm run check && mocha");
  });

  it.each([
    "cd sub && npm run build && jest",
    "npm run build || jest",
    "npm run build; jest",
    "npm run lint && jest",
    "npx tsc --noEmit && jest",
    "mkdir -p reports && go test ./...",
    "npx jest",
  ])("keeps %s as it is", (command) => {
    expect(withoutBuildSteps(command)).toBe(command);
  });
});
