import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  parseRepository
} from "./action-chunk-YFYI6MFD.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import {
  array,
  literal,
  number,
  object,
  string,
  union
} from "./action-chunk-BM5MFDKU.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";

// src/flaky/quarantine-list.ts
var HISTORY_REF = "refs/fix-loop/history";
var QUARANTINE_FILE = "quarantine.json";
var quarantinedTestSchema = object({
  /** The test's id as fix-loop prints it (the key verify matches against). */
  id: string().min(1),
  /** Its stable alias (`T-3F2A`), for people reading the list. */
  alias: string().min(1),
  /** When it was quarantined, ISO 8601. */
  since: string(),
  /** Why, in words with the numbers: rate, lower bound, runs seen. */
  reason: string(),
  /** Observed flake rate over the window, 0..1. */
  rate: number().min(0).max(1),
  /** Wilson lower bound of the rate, 0..1: what the rule compared with `quarantine-at`. */
  lowerBound: number().min(0).max(1),
  /** Runs in the window the rate is over. */
  runs: number().int().nonnegative(),
  /** Who put it there: the rule, or a maintainer's `/fix quarantine`. */
  by: union([literal("rule"), string().regex(/^@/)])
});
var quarantineListSchema = object({
  version: literal(1),
  tests: array(quarantinedTestSchema)
});
var EMPTY_QUARANTINE = { version: 1, tests: [] };
function parseQuarantineList(text, source) {
  return parseHistoryFile(quarantineListSchema, text, source);
}
function parseFlakesFile(text, source) {
  return parseHistoryFile(flakesFileSchema, text, source);
}
function parseHistoryFile(schema, text, source) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${source} is not JSON (${error.message}); the app rewrites it on its next run`
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: ${issue?.path.join(".") || "(top)"}: ${issue?.message}`);
  }
  return parsed.data;
}
var FLAKES_FILE = "flakes.json";
var flakeSummarySchema = object({
  id: string().min(1),
  alias: string().min(1),
  rate: number().min(0).max(1),
  lowerBound: number().min(0).max(1),
  runs: number().int().nonnegative(),
  flakes: number().int().nonnegative(),
  /** Commits (full sha) where it flaked, newest first, at most 20. */
  commits: array(string()).max(20),
  firstFlakeAt: string().nullable(),
  lastFlakeAt: string().nullable(),
  /** The latest failing attempt's evidence, bounded and redacted as results.json keeps it. */
  lastFailure: object({
    commit: string(),
    at: string(),
    message: string().nullable(),
    excerpt: string()
  }).nullable()
});
var flakesFileSchema = object({
  version: literal(1),
  tests: array(flakeSummarySchema)
});

// src/flaky/history-tree.ts
async function readHistoryFiles(octokit, repository, names) {
  const texts = Object.fromEntries(names.map((name) => [name, null]));
  const ref = await absentAsNull(
    octokit.rest.git.getRef({ ...repository, ref: HISTORY_REF.replace(/^refs\//, "") })
  );
  if (!ref) return texts;
  const commit = await octokit.rest.git.getCommit({
    ...repository,
    commit_sha: ref.data.object.sha
  });
  const tree = await octokit.rest.git.getTree({ ...repository, tree_sha: commit.data.tree.sha });
  for (const name of names) {
    const entry = tree.data.tree.find((item) => item.path === name && item.type === "blob");
    if (!entry?.sha) continue;
    const blob = await octokit.rest.git.getBlob({ ...repository, file_sha: entry.sha });
    texts[name] = Buffer.from(blob.data.content, blob.data.encoding).toString(
      "utf8"
    );
  }
  return texts;
}
async function absentAsNull(call) {
  try {
    return await call;
  } catch (error) {
    if (error.status === 404) return null;
    throw error;
  }
}

// src/action/history-folder.ts
import { realpath, rm } from "node:fs/promises";
import path from "node:path";
async function readHistoryFolder(folder, run, names) {
  const texts = Object.fromEntries(names.map((name) => [name, null]));
  const real = await realpath(path.resolve(run.workspace, folder)).catch(() => null);
  if (!real) return texts;
  for (const kept of [run.workspace, run.project]) {
    const keptReal = await realpath(kept).catch(() => path.resolve(kept));
    if (keptReal === real || keptReal.startsWith(`${real}${path.sep}`))
      throw new UserError(
        `history-folder ${folder} holds the project's own checkout: give the folder the history ref was checked out to (for example .fix-loop-history)`
      );
  }
  const top = await hardenedGit(real, ["rev-parse", "--show-toplevel"]).catch(() => null);
  if (top === null || await realpath(top.trim()).catch(() => null) !== real)
    throw new UserError(
      `history-folder ${folder} is not a checkout of its own (no git repository there): nothing in it is read`
    );
  try {
    const head = await hardenedGit(real, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).catch(
      () => null
    );
    if (!head) return texts;
    for (const entry of (await hardenedGit(real, ["ls-tree", "-z", "HEAD"])).split("\0")) {
      const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(entry);
      const name = match?.[2];
      if (!match?.[1] || !name || !names.includes(name)) continue;
      texts[name] = await hardenedGit(real, ["cat-file", "blob", match[1]]);
    }
    return texts;
  } finally {
    await rm(real, { recursive: true, force: true });
  }
}

// src/action/history-lists.ts
var EMPTY_HISTORY = {
  quarantine: EMPTY_QUARANTINE,
  flakes: { version: 1, tests: [] }
};
async function readHistoryLists(run, io, env) {
  const source = historySource(run, env);
  if (!source) return EMPTY_HISTORY;
  try {
    const texts = await source.read([QUARANTINE_FILE, FLAKES_FILE]);
    const where = (file) => `${file} on ${source.where}`;
    const lists = {
      quarantine: texts[QUARANTINE_FILE] ? parseQuarantineList(texts[QUARANTINE_FILE], where(QUARANTINE_FILE)) : EMPTY_QUARANTINE,
      flakes: texts[FLAKES_FILE] ? parseFlakesFile(texts[FLAKES_FILE], where(FLAKES_FILE)) : EMPTY_HISTORY.flakes
    };
    const count = lists.quarantine.tests.length;
    if (count > 0)
      io.info(
        `quarantine: ${count} test(s) on ${source.where}; they run, and their failures fail nothing`
      );
    return lists;
  } catch (error) {
    io.warning(
      `the flake history (${source.where}) could not be read, so no test is quarantined in this run: ${run.redact(messageOf(error))}`
    );
    return EMPTY_HISTORY;
  }
}
function historySource(run, env) {
  const repository = run.context.pullRequest?.baseRepository ?? run.context.repository;
  const folder = run.inputs.historyFolder;
  if (folder)
    return {
      where: `${HISTORY_REF} checked out at ${folder}`,
      read: (names) => readHistoryFolder(folder, { workspace: run.context.workspace, project: run.cwd }, names)
    };
  if (!repository || !env.GITHUB_API_URL) return null;
  return {
    where: `${HISTORY_REF} of ${repository}`,
    read: async (names) => readHistoryFiles(await clientFor(run), parseRepository(repository), names)
  };
}
async function clientFor(run) {
  const baseUrl = run.context.apiUrl;
  if (run.inputs.githubToken) {
    const { createGitHubClient } = await import("./action-client-M37VLFXF.js");
    return createGitHubClient({ token: run.inputs.githubToken, baseUrl });
  }
  const { GitHub } = await import("./action-utils-7QLLQWD6.js");
  return new GitHub({ baseUrl, userAgent: "fix-loop", log: SILENT });
}
var SILENT = { debug: () => {
}, info: () => {
}, warn: () => {
}, error: () => {
} };

export {
  readHistoryLists
};
