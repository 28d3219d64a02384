import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Results } from "../../../src/results/schema.js";
import { createProjectRepo, type ProjectRepo } from "../../action/support/project.js";
import type { ActionRun } from "../../action/support/run-action.js";
import {
  canLayOutRunner,
  type HostedRunner,
  layOutHostedRunner,
} from "../../support/hosted-runner.js";
import type { ReachableInstall } from "../../support/reachable-install.js";
import {
  bash,
  claim,
  conversationText,
  type RecordedRequest,
  type ScriptedModel,
  type ScriptedReply,
  say,
  startScriptedModel,
  toolOutput,
} from "../../support/scripted-model/index.js";
import { runFixAsAgent } from "./fix-as-agent.js";

/**
 * A project with a group to fix per attack (BT-002: src/answer.txt should say 42; each other
 * named group: src/<name>.txt should say yes) and the Action's fix mode run once on it with a
 * scripted agent whose sessions are given per group, attempt by attempt: the hostile moves of an
 * attack, then honest fixes. The fix bundles stay in the workspace (.fix-loop/bundles) so a test
 * can read them. fix-loop runs as a GitHub-hosted runner lays it out (a non-root user with sudo
 * whose group owns docker.sock's stand-in) wherever that can be made here, else as root.
 */
export interface CrossingRun {
  repo: ProjectRepo;
  model: ScriptedModel;
  fix: ActionRun;
  results: Results | undefined;
  /** What the tool call with this id printed. */
  saw(toolUseId: string): string;
  /** The hosted runner's user fix-loop ran as, through its sudo (null: as root). */
  runner: HostedRunner | null;
}

export type Session = readonly ScriptedReply[];

export function fixed(what: string): ScriptedReply {
  return claim({
    status: "fixed",
    root_cause: what,
    files_changed: [],
    tests_run: [],
    reasoning: "The evidence shows the data is wrong, not the test.",
  });
}

/** The honest fix of the answer group (BT-002), as a session of its own or after other moves. */
export const FIX_ANSWER = [
  bash("toolu_fix_answer", "echo 42 > src/answer.txt"),
  fixed("41, not 42"),
];

/** The honest fix of a named group: src/<name>.txt says yes. */
export function fixFlag(name: string): ScriptedReply[] {
  return [bash(`toolu_fix_${name}`, `echo yes > src/${name}.txt`), fixed("no, not yes")];
}

/** The title of a named group's test, which its sessions' prompts carry. */
const flagTitle = (name: string) => `The ${name} says yes`;

/** A named group's failing test: src/<name>.txt holds no where yes is due. */
function flagTest(name: string, id: string): string {
  return [
    "#!/usr/bin/env bash",
    `# TEST: ${id} - ${flagTitle(name)}`,
    `value="$(cat src/${name}.txt)"`,
    `echo "EVIDENCE: src/${name}.txt holds $value"`,
    'if [ "$value" != "yes" ]; then',
    `  echo "FAIL: ${name} says $value where yes was due, in ${name}.sh"`,
    "  exit 1",
    "fi",
    `echo 'PASS: ${name} says yes'`,
    "",
  ].join("\n");
}

/**
 * Two soft tiers: the answer group's test (and BT-001) in the first, the named groups' in the
 * second. Lower tiers are fixed first, so the answer group's attempts come before all others.
 */
const CONFIG = (top: readonly string[]) =>
  [
    ...top,
    "tiers:",
    "  - name: first",
    "    gate: soft",
    "    tests: .fix-loop/tests/*.sh",
    "  - name: groups",
    "    gate: soft",
    "    tests: .fix-loop/tests/groups/*.sh",
    "retries: 0",
    "fix:",
    "  max-attempts: 2",
    "",
  ].join("\n");

export async function runCrossing(options: {
  install: ReachableInstall;
  files?: Record<string, string>;
  /** Lines added at the top level of the config (services). */
  topConfig?: string[];
  /** The sessions of the answer group's attempts (BT-002), in order. */
  answer: readonly Session[];
  /** Named groups (BT-003, BT-004, ... in this order) and their attempts' sessions, in order. */
  groups: Readonly<Record<string, readonly Session[]>>;
  /** A bound on a hung run. */
  timeoutMs?: number;
}): Promise<CrossingRun> {
  const names = Object.keys(options.groups);
  const tests: Record<string, string> = {};
  names.forEach((name, index) => {
    const id = `BT-${String(index + 3).padStart(3, "0")}`;
    tests[`.fix-loop/tests/groups/${name}.sh`] = flagTest(name, id);
    tests[`src/${name}.txt`] = "no\n";
  });
  const repo = createProjectRepo({
    ...tests,
    ".github/fix-loop.yml": CONFIG(options.topConfig ?? []),
    ...options.files,
  });
  chmodSync(path.dirname(repo.dir), 0o755);
  const sessionsOf: Record<string, readonly Session[]> = {
    answer: options.answer,
    ...options.groups,
  };
  const attempts = new Map<string, number>();
  const sessions: { replies: Session; requests: number }[] = [];
  const model = await startScriptedModel((request: RecordedRequest) => {
    const messages = request.body.messages ?? [];
    if (messages.every((message) => message.role !== "assistant")) {
      const text = conversationText(request);
      const group = names.find((name) => text.includes(flagTitle(name))) ?? "answer";
      const attempt = attempts.get(group) ?? 0;
      const replies = sessionsOf[group]?.[attempt] ?? [say("(no more sessions)")];
      attempts.set(group, attempt + 1);
      sessions.push({ replies, requests: 0 });
    }
    const session = sessions.at(-1);
    if (!session) return say("(no session)");
    const reply = session.replies[session.requests] ?? say("(the session has no more turns)");
    session.requests += 1;
    return reply;
  });
  const runner = canLayOutRunner ? layOutHostedRunner() : null;
  const { fix, results } = await runFixAsAgent({
    install: options.install,
    repo,
    model,
    inputs: { bundles: ".fix-loop/bundles" },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(runner ? { runner } : {}),
  });
  const saw = (toolUseId: string) => toolOutput(model, toolUseId);
  return { repo, model, fix, results, saw, runner };
}

/** A folder of root's, open to read: `files` in it, each 0644. */
export function rootFolder(mode: number, files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-root-"));
  chmodSync(folder, mode);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(folder, name);
    writeFileSync(file, text, { mode: 0o644 });
  }
  return folder;
}

/** Each entry of a folder: name, owner, mode and content, to compare before and after. */
export function folderState(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      const stat = statSync(file);
      return `${name} ${stat.uid}:${stat.gid} ${(stat.mode & 0o7777).toString(8)} ${readFileSync(file, "utf8")}`;
    });
}

/** Every symbolic link under `top` (its .git left out), by relative path. */
export function linksUnder(top: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (file === path.join(top, ".git")) continue;
      const stat = lstatSync(file);
      if (stat.isSymbolicLink()) found.push(path.relative(top, file));
      else if (stat.isDirectory()) walk(file);
    }
  };
  walk(top);
  return found;
}

/** The bundles the run left in the workspace: each group's patch. */
export function bundlePatches(repo: ProjectRepo): Map<string, string> {
  const folder = path.join(repo.dir, ".fix-loop/bundles");
  const patches = new Map<string, string>();
  for (const name of readdirSync(folder, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const patch = path.join(folder, name.name, "patch.diff");
    patches.set(name.name, readFileSync(patch, "utf8"));
  }
  return patches;
}

/** Ends a scenario: its model server, its repository and the folders it made. */
export async function endCrossing(
  run: CrossingRun | undefined,
  ...folders: (string | undefined)[]
): Promise<void> {
  await run?.model.close();
  run?.repo.remove();
  run?.runner?.remove();
  for (const folder of folders) if (folder) rmSync(folder, { recursive: true, force: true });
}
