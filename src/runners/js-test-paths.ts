/** Where a JavaScript runner's tests live by the shared conventions: paths the fix agent must not edit. */
export const JS_TEST_PATHS: readonly string[] = [
  "**/*.test.*",
  "**/*.spec.*",
  "**/__tests__/**",
  "test/**",
  "tests/**",
];
