import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { workflowLog } from "../../app/hosts/workflow-log.js";

/** What the runner reads from the step's stdout while `log` runs, line by line. */
function stdoutOf(log: (logger: pino.Logger) => void): string[] {
  const written: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    log(pino({ level: "debug" }, workflowLog));
  } finally {
    process.stdout.write = write;
  }
  return written.join("").split("\n").slice(0, -1);
}

describe("the app's log inside a workflow job", () => {
  it("makes warnings and errors annotations, and the rest plain lines", () => {
    const lines = stdoutOf((log) => {
      log.debug("settings read");
      log.info("handled issue_comment");
      log.warn("rate limit on GET /repos/acme/shop: retrying in 1 s");
      log.error("fix-loop app: set GITHUB_TOKEN for the step");
    });
    expect(lines).toEqual([
      "settings read",
      "handled issue_comment",
      "::warning::rate limit on GET /repos/acme/shop: retrying in 1 s",
      "::error::fix-loop app: set GITHUB_TOKEN for the step",
    ]);
  });

  it("keeps an error's stack inside its one annotation", () => {
    const error = new Error("GET /repos/acme/shop/actions/runs/9/artifacts answered 404");
    const [line, ...more] = stdoutOf((log) => log.error(error));
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^::error::Error: GET \/repos\/acme\/shop\/actions\/runs\/9\/artifacts answered 404%0A {4}at /,
    );
  });

  it("lets no text from a webhook run as a workflow command, at any level", () => {
    const hostile = "comment by mallory\n::add-mask::ghp_secret\n::stop-commands::x";
    const lines = stdoutOf((log) => {
      log.info(hostile);
      log.warn(hostile);
      log.error({ err: new Error(hostile) }, hostile);
    });
    expect(lines).toEqual([
      "comment by mallory",
      ":\u200b:add-mask::ghp_secret",
      ":\u200b:stop-commands::x",
      "::warning::comment by mallory%0A::add-mask::ghp_secret%0A::stop-commands::x",
      expect.stringMatching(
        /^::error::Error: comment by mallory%0A::add-mask::ghp_secret%0A::stop-commands::x%0A {4}at /,
      ),
    ]);
    for (const line of lines) expect(line).not.toMatch(/^\s*::(add-mask|stop-commands)/);
  });
});
