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
  ])("drops them from %s", (command, retry) => {
    expect(withoutBuildSteps(command)).toBe(retry);
  });

  it.each([
    "cd sub && npm run build && jest",
    "npm run build || jest",
    "npm run build; jest",
    "npm run lint && jest",
    "npm run build -- --watch && jest",
    "mkdir -p reports && go test ./...",
    "npx jest",
  ])("keeps %s as it is", (command) => {
    expect(withoutBuildSteps(command)).toBe(command);
  });
});
