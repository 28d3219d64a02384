/** Where a JavaScript runner's tests live by the shared conventions: paths the fix agent must not edit. */
export const JS_TEST_PATHS: readonly string[] = [
  "**/*.test.*",
  "**/*.spec.*",
  "**/__tests__/**",
  "test/**",
  "tests/**",
];

/** The JavaScript test files runners collect by default: a file `fix-loop plan` writes has such a name. */
export const JS_TEST_FILES: readonly string[] = [
  "**/*.{test,spec}.{js,jsx,ts,tsx,mjs,cjs,mts,cts}",
];
