// Bundles the Action, the CLI, the Claude Code hook program and the Probot app into dist/.
// Output is deterministic so CI can compare dist/ with a fresh build.
import { existsSync } from "node:fs";
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
};

/**
 * dist/index.js stays the two lines of src/action/index.ts and imports ./main.js, the bundle
 * that exports run(): the runner runs the one, @github/local-action imports the other.
 */
const actionMainStaysApart = {
  name: "action-main-stays-apart",
  setup(build) {
    build.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: "./main.js", external: true }));
  },
};

const entries = [
  { in: "src/action/index.ts", out: "dist/index.js", plugins: [actionMainStaysApart], shim: false },
  { in: "src/action/main.ts", out: "dist/main.js" },
  { in: "src/cli/main.ts", out: "dist/cli.js", shebang: true },
  { in: "src/hooks/main.ts", out: "dist/hooks.js", shebang: true },
  // The one process fix-loop runs in the agent's network namespace: its door to the model proxy.
  { in: "src/sandbox/relay/main.ts", out: "dist/relay.js" },
  // The Probot app: dist/app.js for `node dist/app.js` / `probot run` (Probot from node_modules),
  // dist/app-action.js with everything inside, for a workflow step (app/hosts/action.ts) and the
  // app's action (app/action.yml).
  { in: "app/hosts/server.ts", out: "dist/app.js", external: ["probot", "@probot/pino"] },
  { in: "app/hosts/action.ts", out: "dist/app-action.js" },
  // A Node request handler (createNodeMiddleware) for serverless hosts, everything inside.
  { in: "app/hosts/serverless.ts", out: "dist/app-serverless.js" },
];

function bannerOf(entry) {
  const lines = [];
  if (entry.shebang) lines.push("#!/usr/bin/env node");
  if (entry.shim !== false) lines.push(esmRequireShim);
  return lines.join("\n");
}

await Promise.all(
  entries
    .filter((entry) => existsSync(entry.in))
    .map((entry) =>
      build({
        ...shared,
        entryPoints: [entry.in],
        outfile: entry.out,
        external: entry.external ?? [],
        plugins: entry.plugins ?? [],
        banner: { js: bannerOf(entry) },
      }),
    ),
);
