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
  // The Probot app: dist/app.js for `node dist/app.js` / `probot run` (Probot from node_modules),
  // dist/app-action.js with everything inside for @probot/adapter-github-actions in a workflow.
  { in: "app/server.ts", out: "dist/app.js", external: ["probot"] },
  { in: "app/action.ts", out: "dist/app-action.js" },
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
        external: entry.external ?? [],
        banner: {
          js: entry.shebang ? `#!/usr/bin/env node\n${esmRequireShim}` : esmRequireShim,
        },
      }),
    ),
);
