// Bundles the Action, the CLI, the Claude Code hook program and the Probot app into dist/.
// Output is deterministic so CI can compare dist/ with a fresh build.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
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

/**
 * fdir (under tinyglobby) loads picomatch at start with a require() esbuild cannot follow, for a
 * glob() that tinyglobby never calls: in a checkout (or a project whose node_modules holds a
 * picomatch) every start parsed six more files. The require is cut out; a new fdir without it
 * fails the build, so that this is looked at again.
 */
const fdirWithoutPicomatch = {
  name: "fdir-without-picomatch",
  setup(build) {
    build.onLoad({ filter: /[\\/]fdir[\\/]dist[\\/]index\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      const cut = source.replace(
        /try \{\s*__require\.resolve\("picomatch"\);\s*pm = __require\("picomatch"\);\s*\} catch \{\}/,
        "",
      );
      if (cut === source) throw new Error(`${args.path}: its require("picomatch") was not found`);
      return { contents: cut, loader: "js" };
    });
  },
};

/**
 * @actions/core imports its OIDC client at start for getIDToken(), which fix-loop never calls:
 * that client brought @actions/http-client and undici (0.8 MB) into every start of the Action.
 * The import is moved into getIDToken(), so the bundles load it only if it is ever called; a new
 * @actions/core without that import fails the build, so that this is looked at again.
 */
const coreWithoutOidcAtStart = {
  name: "core-without-oidc-at-start",
  setup(build) {
    build.onLoad({ filter: /[\\/]@actions[\\/]core[\\/]lib[\\/]core\.js$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      const staticImport = "import { OidcClient } from './oidc-utils.js';";
      const call = "return yield OidcClient.getIDToken(aud);";
      if (!source.includes(staticImport) || !source.includes(call)) {
        throw new Error(`${args.path}: its import of OidcClient was not found`);
      }
      const cut = source
        .replace(staticImport, "")
        .replace(
          call,
          "return yield (yield import('./oidc-utils.js')).OidcClient.getIDToken(aud);",
        );
      return { contents: cut, loader: "js" };
    });
  },
};

const entries = [
  { in: "src/action/index.ts", out: "dist/index.js", plugins: [actionMainStaysApart], shim: false },
  // Split like the CLI: dist/main.js holds the inputs, the guards and the mode table; each mode's
  // code, and what only some runs need (the artifact client, octokit), sits in dist/action-*.js
  // chunks loaded when used.
  { in: "src/action/main.ts", out: "dist/main.js", chunks: "action-[name]-[hash]" },
  // Split: dist/cli.js holds the start, each command's code sits in dist/cli-*.js chunks loaded
  // when that command runs (see chunksOf). Its hashbang comes from src/cli/main.ts itself, since a
  // banner would go on every chunk.
  { in: "src/cli/main.ts", out: "dist/cli.js", chunks: "cli-[name]-[hash]" },
  // Split too (its hashbang from src/hooks/main.ts): picomatch and git's code load only for the
  // events that need them, as Claude Code starts it twice per tool call.
  { in: "src/hooks/main.ts", out: "dist/hooks.js", chunks: "hooks-[name]-[hash]" },
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

/**
 * Where a split entry's output goes: its chunks next to it, in the same folder, so that
 * import.meta.url still names dist/ (../package.json, hooks.js and relay.js are found from there).
 * The chunks' names carry a hash of their content, so the last build's are removed first.
 */
function chunksOf(entry) {
  if (!entry.chunks) return { entryPoints: [entry.in], outfile: entry.out };
  const folder = path.dirname(entry.out);
  const prefix = entry.chunks.slice(0, entry.chunks.indexOf("["));
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    if (name.startsWith(prefix) && name.endsWith(".js")) rmSync(path.join(folder, name));
  }
  return {
    entryPoints: [{ in: entry.in, out: path.basename(entry.out, ".js") }],
    outdir: folder,
    splitting: true,
    chunkNames: entry.chunks,
  };
}

await Promise.all(
  entries
    .filter((entry) => existsSync(entry.in))
    .map((entry) =>
      build({
        ...shared,
        ...chunksOf(entry),
        external: entry.external ?? [],
        plugins: [...(entry.plugins ?? []), fdirWithoutPicomatch, coreWithoutOidcAtStart],
        banner: { js: bannerOf(entry) },
      }),
    ),
);
