import type { Probot } from "probot";
import { afterAll, beforeAll } from "vitest";
import { type FakeGitHub, type RunRecord, startFakeGitHub } from "../support/fake-github/index.js";
import {
  createTestProbot,
  deliverComment,
  deliverRun,
  nextDelivery,
  pullRequestClosedPayload,
  seedShop,
} from "./harness.js";

/** The app in-process (Probot's `receive`) against its own fake GitHub, for one test file. */
export interface TestApp {
  readonly github: FakeGitHub;
  readonly probot: Probot;
  /** Delivers the `workflow_run.completed` of a seeded run, as GitHub would. */
  deliverRun(run: RunRecord): Promise<void>;
  /** Posts a comment as `login` (a writer, unless named) and delivers its `issue_comment.created`. */
  deliverComment(issueNumber: number, body: string, login?: string): Promise<void>;
  /** Delivers the `pull_request.closed` of a pull request the fake GitHub merged or closed. */
  deliverClosed(pullNumber: number): Promise<void>;
}

/**
 * Starts a fake GitHub holding acme/shop (with `files`, its .github/fix-loop.yml say) and a
 * Probot with the app loaded, before the file's tests; closes the fake GitHub after them. Call
 * it at the top of a test file; read `github` and `probot` inside hooks and tests.
 */
export function useTestApp(files: Record<string, string> = {}): TestApp {
  let started: { github: FakeGitHub; probot: Probot } | null = null;
  beforeAll(async () => {
    const github = await startFakeGitHub();
    seedShop(github, files);
    started = { github, probot: createTestProbot(github) };
  });
  afterAll(() => started?.github.close());
  const now = () => {
    if (!started)
      throw new Error("useTestApp: the app starts in beforeAll; read it in a hook or test");
    return started;
  };
  return {
    get github() {
      return now().github;
    },
    get probot() {
      return now().probot;
    },
    deliverRun: (run) => deliverRun(now().probot, now().github, run),
    deliverComment: (issueNumber, body, login = "writer") =>
      deliverComment(now().probot, now().github, issueNumber, body, login),
    deliverClosed: (pullNumber) =>
      now().probot.receive({
        id: nextDelivery(),
        name: "pull_request",
        payload: pullRequestClosedPayload(now().github, pullNumber) as never,
      }),
  };
}
