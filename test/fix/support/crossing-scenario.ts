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
import {
  createProjectRepo,
  type ProjectRepo,
  projectConfig,
} from "../../action/support/project.js";
import type { ActionRun } from "../../action/support/run-action.js";
import {
  canLayOutRunner,
  type HostedRunner,
  layOutHostedRunner,
} from "../../support/hosted-runner.js";
import type { ReachableInstall } from "../../support/reachable-install.js";
import {
  callTool,
  claim,
  conversationText,
  type RecordedRequest,
  type ScriptedModel,
  type ScriptedReply,
  say,
  startScriptedModel,
  toolResultFor,
} from "../../support/scripted-model/index.js";
import { runFixAsAgent } from "./fix-as-agent.js";

/**
 * A project with two groups to fix (BT-002: src/answer.txt should say 42; BT-003: src/other.txt
 * should say yes) and the Action's fix mode run on it with a scripted agent whose sessions are
 * given per group, attempt by attempt: the hostile moves of a test, then honest fixes. The fix
 * bundles stay in the workspace (.fix-loop/bundles) so a test can read them. fix-loop runs as a
 * GitHub-hosted runner lays it out (a non-root user with sudo whose group owns docker.sock's
 * stand-in) wherever that can be made here, else as root.
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

export const bash = (id: string, command: string): ScriptedReply =>
  callTool("Bash", { command, description: id }, id);

export function fixed(what: string): ScriptedReply {
  return claim({
    status: "fixed",
    root_cause: what,
    files_changed: [],
    tests_run: [],
    reasoning: "The evidence shows the data is wrong, not the test.",
  });
}

export function gaveUp(): ScriptedReply {
  return claim({
    status: "not_fixed",
    root_cause: "none",
    files_changed: [],
    tests_run: [],
    reasoning: "gave up",
  });
}

/** The honest fix of each group, as a session of its own or after other moves. */
export const FIX_ANSWER = [
  bash("toolu_fix_answer", "echo 42 > src/answer.txt"),
  fixed("41, not 42"),
];
export const FIX_OTHER = [
  bash("toolu_fix_other", "echo yes > src/other.txt"),
  fixed("no, not yes"),
];

const OTHER_TEST = [
  "#!/usr/bin/env bash",
  "# TEST: BT-003 - The other says yes",
  'value="$(cat src/other.txt)"',
  'echo "EVIDENCE: src/other.txt holds $value"',
  'if [ "$value" != "yes" ]; then',
  '  echo "FAIL: other says $value where yes was due, in other.sh"',
  "  exit 1",
  "fi",
  "echo 'PASS: other says yes'",
  "",
].join("\n");

export async function runCrossing(options: {
  install: ReachableInstall;
  files?: Record<string, string>;
  /** Lines added at the top level of the config (services). */
  topConfig?: string[];
  /** The sessions of each group's attempts, in order. */
  answer: readonly Session[];
  other: readonly Session[];
}): Promise<CrossingRun> {
  const repo = createProjectRepo({
    ".fix-loop/tests/other.sh": OTHER_TEST,
    "src/other.txt": "no\n",
    ".github/fix-loop.yml": projectConfig({ top: options.topConfig, maxAttempts: 2 }),
    ...options.files,
  });
  chmodSync(path.dirname(repo.dir), 0o755);
  chmodSync(path.join(repo.dir, ".fix-loop/tests/other.sh"), 0o755);
  const attempts = { answer: 0, other: 0 };
  const sessions: { replies: Session; requests: number }[] = [];
  const model = await startScriptedModel((request: RecordedRequest) => {
    const messages = request.body.messages ?? [];
    if (messages.every((message) => message.role !== "assistant")) {
      const text = conversationText(request);
      const group = text.includes("The other says yes") ? "other" : "answer";
      const replies = options[group][attempts[group]] ?? [say("(no more sessions)")];
      attempts[group] += 1;
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
    ...(runner ? { runner } : {}),
  });
  const saw = (toolUseId: string) => {
    const later = model.requests.find((request) => toolResultFor(request, toolUseId));
    return later ? (toolResultFor(later, toolUseId)?.text ?? "") : "";
  };
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
