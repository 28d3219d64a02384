import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/cli/args.js";

describe("parseCliArgs", () => {
  it("parses verify with lists given as commas or repeats", () => {
    const args = parseCliArgs([
      "verify",
      "--tests",
      "BT-001,BT-002",
      "--tests",
      "BT-003",
      "--tier",
      "smoke",
    ]);
    expect(args).toMatchObject({
      command: "verify",
      tests: ["BT-001", "BT-002", "BT-003"],
      tiers: ["smoke"],
    });
  });

  it("takes each --tests value as one id as printed, spaces and > included", () => {
    const args = parseCliArgs([
      "fix",
      "--tests",
      "src/prices.test.ts > prices > cents",
      "--tests",
      "T-3F2A",
      "--groups",
      "G-7C1E",
    ]);
    expect(args.tests).toEqual(["src/prices.test.ts > prices > cents", "T-3F2A"]);
    expect(args.groups).toEqual(["G-7C1E"]);
  });

  it("refuses a list option given nothing, which left out would take everything", () => {
    // `--tests "$UNSET"` ran every test and printed PASSED for the one wanted.
    for (const [option, value] of [
      ["--tests", ""],
      ["--tests", " , "],
      ["--tier", ""],
      ["--groups", ","],
      ["--accept", " "],
    ] as const) {
      const command = option === "--accept" ? "plan" : option === "--groups" ? "fix" : "verify";
      expect(() => parseCliArgs([command, option, value])).toThrow(
        `${option} was given an empty list: name one or more, separated by commas, or leave ${option} out to take them all`,
      );
    }
    expect(parseCliArgs(["verify"]).tests).toEqual([]);
  });

  it("parses fix options", () => {
    const args = parseCliArgs(["fix", "--max-attempts", "2", "--commit", "--budget-usd", "1.5"]);
    expect(args).toMatchObject({ command: "fix", maxAttempts: 2, commit: true, budgetUsd: 1.5 });
  });

  it("takes the base commit for verify, fix and merge, and none without --base", () => {
    expect(parseCliArgs(["verify"]).base).toBeNull();
    expect(parseCliArgs(["verify", "--base", "origin/main"]).base).toBe("origin/main");
    expect(parseCliArgs(["fix", "--base", "HEAD~2"]).base).toBe("HEAD~2");
    expect(parseCliArgs(["merge", "--base", "main", "a.json"]).base).toBe("main");
  });

  it("runs the agent as ourselves unless --agent-user says otherwise", () => {
    expect(parseCliArgs(["fix"]).agentUser).toBe("off");
    expect(parseCliArgs(["fix", "--agent-user", "auto"]).agentUser).toBe("auto");
    expect(parseCliArgs(["fix", "--agent-user", "ci-agent"]).agentUser).toBe("ci-agent");
  });

  it.each([
    [["frobnicate"], /unknown command "frobnicate"/],
    [["verify", "--bogus"], /Unknown option '--bogus'/],
    [["verify", "--commit"], /--commit does not apply to verify/],
    [["verify", "--agent-user", "auto"], /--agent-user does not apply to verify/],
    [["init", "--base", "main"], /--base does not apply to init/],
    [["fix", "--max-attempts", "0"], /--max-attempts must be a positive whole number, got "0"/],
    [["verify", "extra"], /unexpected argument "extra" after verify/],
    [["verify", "--test", "BT-003"], /^Unknown option '--test': did you mean --tests\?$/],
    [["fix", "--tiers", "smoke"], /^Unknown option '--tiers': did you mean --tier\?$/],
    [["--verison"], /^Unknown option '--verison': did you mean --version\?$/],
    [["verify", "--bogus"], /^Unknown option '--bogus'$/],
  ])("refuses %j clearly", (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(message);
  });

  it("treats no command, --help and help TOPIC as help", () => {
    expect(parseCliArgs([]).command).toBe("help");
    expect(parseCliArgs(["--help"]).command).toBe("help");
    expect(parseCliArgs(["help", "fix"])).toMatchObject({ command: "help", topic: "fix" });
    expect(parseCliArgs(["--version"]).command).toBe("version");
  });
});
