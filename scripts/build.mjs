// Bundles the Action, the CLI, the Claude Code hook program and the Probot app into dist/.
// Output is deterministic so CI can compare dist/ with a fresh build.
import { build } from "esbuild";

const esmRequireShim = [
  "import { createRequire as __fixLoopCreateRequire } from 'node:module';",
  "const require = __fixLoopCreateRequire(import.meta.url);",
].join("\n");

const shared = {
  bundle: true,
  platform: "node",
  target: "node20.18",
  format: "esm",
  legalComments: "none",
  logLevel: "warning",
  banner: { js: esmRequireShim },
};

const entries = [
  { in: "src/action/main.ts", out: "dist/index.js" },
  { in: "src/cli/main.ts", out: "dist/cli.js", shebang: true },
  { in: "src/hooks/main.ts", out: "dist/hooks.js", shebang: true },
];

import { existsSync } from "node:fs";

await Promise.all(
  entries
    .filter((entry) => existsSync(entry.in))
    .map((entry) =>
      build({
        ...shared,
        entryPoints: [entry.in],
        outfile: entry.out,
        banner: {
          js: entry.shebang ? `#!/usr/bin/env node\n${esmRequireShim}` : esmRequireShim,
        },
      }),
    ),
);
