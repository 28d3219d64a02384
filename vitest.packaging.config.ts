import { defineConfig } from "vitest/config";

/**
 * Checks of how fix-loop is packaged, run by CI after `npm test` (npm run test:packaging):
 * GitHub's @github/local-action importing the Action from source and from dist/. They test a
 * third-party tool against the bundles, like the dist/ check, not fix-loop's behaviour, and
 * cost a fifth of a minute of CPU that the inner loop does without.
 */
export default defineConfig({
  test: {
    include: ["test/packaging/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    // The app's key folder (test/app/app-process.ts) goes with each file, as in `npm test`.
    setupFiles: ["test/support/remove-temp-projects.ts"],
    pool: "forks",
    testTimeout: 120_000,
  },
});
