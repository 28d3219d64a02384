import { rm } from "node:fs/promises";
import { execa } from "execa";
import { afterEach } from "vitest";
import type { Reporter } from "../../../src/engine/types.js";
import type { FixOptions } from "../../../src/fix/options.js";
import { runFix } from "../../../src/fix/run-fix.js";
import type { Results } from "../../../src/results/schema.js";
import {
  type RecordedRequest,
  type ScriptedModel,
  type ScriptedReply,
  sessionScript,
  startScriptedModel,
} from "../../support/scripted-model/index.js";
import type { ProjectFiles } from "../../support/temp-project.js";
import { createGitProject, engineOptions } from "./projects.js";

export const CLAUDE = new URL("../../../node_modules/.bin/claude", import.meta.url).pathname;

export interface Scenario {
  root: string;
  model: ScriptedModel;
  results: Results;
  /** Reporter events in order: "groups:<n>", "start:<group>:<n>:<strategy>", "end:<group>:<n>". */
  events: string[];
  /** Each test that finished, "<id>:<status>", in order: how often the engine ran what. */
  testRuns: string[];
  /** The main requests of each agent session, in order: one entry per session. */
  sessions: RecordedRequest[][];
  git(...args: string[]): Promise<string>;
  cleanup(): Promise<void>;
}

/**
 * Runs `runFix` on a fresh git project with the real claude CLI talking to a scripted model.
 * `sessions(root)` gives the replies of each agent session in order, turn by turn; a session
 * is recognised by its first request: no assistant turn yet.
 */
export async function runScenario(setup: {
  files: ProjectFiles;
  sessions: (root: string) => ScriptedReply[][];
  options?: Partial<FixOptions>;
  configure?: (options: FixOptions) => void;
}): Promise<Scenario> {
  const root = await createGitProject(setup.files);
  const scripts = setup.sessions(root);
  const sessions: RecordedRequest[][] = [];
  const model = await startScriptedModel(sessionScript(scripts, sessions));
  const events: string[] = [];
  const testRuns: string[] = [];
  const reporter: Reporter = {
    testFinished: (test) => testRuns.push(`${test.id}:${test.status}`),
    groupsFound: (groups) => events.push(`groups:${groups.length}`),
    attemptStarted: (info) => events.push(`start:${info.group}:${info.attempt}:${info.strategy}`),
    attemptFinished: (attempt) => events.push(`end:${attempt.group}:${attempt.attempt}`),
  };
  const options: FixOptions = {
    ...(await engineOptions(root)),
    reporter,
    claudePath: CLAUDE,
    agentEnv: model.env,
    ...setup.options,
  };
  setup.configure?.(options);
  const git = async (...args: string[]) => String((await execa("git", args, { cwd: root })).stdout);
  try {
    const results = await runFix(options);
    return {
      root,
      model,
      results,
      events,
      testRuns,
      sessions,
      git,
      cleanup: async () => {
        await model.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await model.close();
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/** The prompt of a session: the text of its first request. */
export function promptOf(session: RecordedRequest[] | undefined): string {
  const first = session?.[0]?.body.messages?.[0];
  if (!first) return "";
  if (typeof first.content === "string") return first.content;
  return first.content.map((block) => block.text ?? "").join("\n");
}

/**
 * `runScenario` for one test file: every scenario a test ran is cleaned up after that test.
 * Call it at the top of the file.
 */
export function useScenarios(): typeof runScenario {
  const ran: Scenario[] = [];
  afterEach(async () => {
    for (const scenario of ran.splice(0)) await scenario.cleanup();
  });
  return async (setup) => {
    const scenario = await runScenario(setup);
    ran.push(scenario);
    return scenario;
  };
}
