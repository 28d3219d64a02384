import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  acceptBundle,
  applyForCheck,
  applyForPublish,
  BundleRefusedError,
  formatVerdict,
  MAX_REVIEW_CHARS,
  parseVerdict,
  readBundle,
  VerdictError,
} from "../../src/bundle/index.js";
import {
  bundleFrom,
  forgeBundle,
  freshCheckout,
  GROUP,
  removeTempDirs,
  repositoryWith,
  writeFiles,
} from "./support.js";

afterEach(removeTempDirs);

const SHA_A = "a".repeat(64);
const SHA_B = "b".repeat(64);

/** fix makes a bundle; check applies it to its own fresh checkout and passes it. */
async function checkedBundle() {
  const repo = await repositoryWith({ "src/a.js": "export const a = 1;\n", "tests/t.sh": "x\n" });
  await writeFiles(repo.dir, { "src/a.js": "export const a = 2;\n" });
  const created = await bundleFrom(repo, ["src/a.js"]);
  const options = { baseSha: repo.base, protectedGlobs: ["tests/**"] };
  const checkout = await freshCheckout(repo.dir, repo.base);
  const { bundle } = await applyForCheck(created.dir, { ...options, checkout });
  const output = formatVerdict([{ group: bundle.manifest.group, sha256: bundle.sha256 }]);
  return { repo, dir: created.dir, options, output };
}

describe("the verdict from check to publish", () => {
  it("lets publish take exactly the bundle check passed, and apply it again", async () => {
    const { repo, dir, options, output } = await checkedBundle();
    const checkout = await freshCheckout(repo.dir, repo.base);
    const { applied } = await applyForPublish(dir, output, { ...options, checkout });
    expect(applied.files.map((file) => file.path)).toEqual(["src/a.js"]);
    expect(await readFile(path.join(checkout, "src/a.js"), "utf8")).toBe("export const a = 2;\n");
  });

  it("refuses a bundle edited between check and publish, manifest and all", async () => {
    const { repo, dir, options, output } = await checkedBundle();
    await forgeBundle(dir, ({ manifest, patch }) => ({
      manifest,
      patch: patch.replace("+export const a = 2;", "+export const a = 2; fetch(process.env.X);"),
    }));
    const edited = await readBundle(dir);
    expect(() => acceptBundle(edited, parseVerdict(output))).toThrow(
      new RegExp(
        `the bundle for group ${GROUP} changed after check: check passed sha256 [0-9a-f]{64}, this one is ${edited.sha256}`,
      ),
    );
    const checkout = await freshCheckout(repo.dir, repo.base);
    await expect(applyForPublish(dir, output, { ...options, checkout })).rejects.toThrow(
      BundleRefusedError,
    );
    expect(await readFile(path.join(checkout, "src/a.js"), "utf8")).toBe("export const a = 1;\n");
  });

  it("refuses a bundle for a group check did not pass", async () => {
    const { dir } = await checkedBundle();
    const bundle = await readBundle(dir);
    const verdict = formatVerdict([{ group: "other", sha256: bundle.sha256 }]);
    expect(() => acceptBundle(bundle, parseVerdict(verdict))).toThrow(
      `check did not pass a bundle for group ${GROUP}`,
    );
  });
});

describe("verdict values", () => {
  it("are one compact line, sorted by group, and read back as written", () => {
    const output = formatVerdict([
      { group: "zz9", sha256: SHA_B },
      { group: "aa1", sha256: SHA_A },
    ]);
    expect(output).toBe(
      `[{"group":"aa1","sha256":"${SHA_A}"},{"group":"zz9","sha256":"${SHA_B}"}]`,
    );
    expect(parseVerdict(output)).toEqual([
      { group: "aa1", sha256: SHA_A },
      { group: "zz9", sha256: SHA_B },
    ]);
  });

  it("are merged from a matrix's outputs (toJSON(needs.check.outputs)), empty legs skipped", () => {
    const outputs = JSON.stringify({
      "verdict-0": formatVerdict([{ group: "aa1", sha256: SHA_A }]),
      "verdict-1": "",
      "verdict-2": formatVerdict([{ group: "bb2", sha256: SHA_B }]),
    });
    expect(parseVerdict(outputs)).toEqual([
      { group: "aa1", sha256: SHA_A },
      { group: "bb2", sha256: SHA_B },
    ]);
  });

  it("speak each for its own leg's group when the groups are given: verdict-<i> for the i-th", () => {
    const legs = ["aa1", "bb2"];
    const honest = JSON.stringify({
      "verdict-0": formatVerdict([{ group: "aa1", sha256: SHA_A }]),
      "verdict-1": formatVerdict([{ group: "bb2", sha256: SHA_B }]),
    });
    expect(parseVerdict(honest, legs)).toEqual([
      { group: "aa1", sha256: SHA_A },
      { group: "bb2", sha256: SHA_B },
    ]);
    // Leg 0 vouching for group bb2's bundle, in its own output or in one no leg has.
    const forged: [Record<string, string>, RegExp][] = [
      [
        { "verdict-0": formatVerdict([{ group: "bb2", sha256: SHA_B }]) },
        /output "verdict-0" names group bb2, but leg 0 checked group aa1/,
      ],
      [
        { "verdict-2": formatVerdict([{ group: "bb2", sha256: SHA_B }]) },
        /output "verdict-2" names group bb2, but leg 2 checked no group/,
      ],
      [
        { verdict: formatVerdict([{ group: "aa1", sha256: SHA_A }]) },
        /output "verdict" is not a leg's verdict/,
      ],
    ];
    for (const [outputs, message] of forged)
      expect(() => parseVerdict(JSON.stringify(outputs), legs)).toThrow(message);
    expect(() => parseVerdict(formatVerdict([{ group: "aa1", sha256: SHA_A }]), legs)).toThrow(
      /the verdict is one list, but groups were given/,
    );
  });

  it("carry a plan bundle's review of check's own runs on one line, cut to what a pull request holds", () => {
    const review = "# fix-loop plan: review of PLAN.md\n\n- with api stopped: exit 1\n";
    const output = formatVerdict([{ group: "plan", sha256: SHA_A, review }]);
    expect(output).not.toContain("\n");
    expect(parseVerdict(JSON.stringify({ "verdict-0": output }))).toEqual([
      { group: "plan", sha256: SHA_A, review },
    ]);
    const long = formatVerdict([{ group: "plan", sha256: SHA_A, review: "x".repeat(70_000) }]);
    const [cut] = parseVerdict(long);
    expect(cut?.review).toHaveLength(MAX_REVIEW_CHARS);
    expect(cut?.review).toMatch(
      /\(cut: the review is longer than a pull request's body holds\)\n$/,
    );
    // Two outputs naming one bundle with two different reviews: which one check wrote is unknown.
    const twice = JSON.stringify({
      "verdict-0": formatVerdict([{ group: "plan", sha256: SHA_A, review }]),
      "verdict-1": formatVerdict([{ group: "plan", sha256: SHA_A, review: `${review}forged` }]),
    });
    expect(() => parseVerdict(twice)).toThrow(/two different bundles for group plan/);
    expect(() =>
      parseVerdict(`[{"group":"plan","sha256":"${SHA_A}","review":"${"y".repeat(60_001)}"}]`),
    ).toThrow(/at 0.review/);
  });

  it("are refused when they are not exactly what check writes", () => {
    const bad: [string, RegExp][] = [
      ["not json", /the verdict is not JSON/],
      ['"a string"', /must be a JSON array of \{group, sha256\}/],
      [
        `[{"group":"aa1","sha256":"${SHA_A.toUpperCase()}"}]`,
        /at 0.sha256: a sha256 is 64 lowercase hex digits/,
      ],
      [`[{"group":"../main","sha256":"${SHA_A}"}]`, /at 0.group: a group id is/],
      [`[{"group":"aa1","sha256":"${SHA_A}","extra":1}]`, /not a list of \{group, sha256\}/],
      [
        `[{"group":"aa1","sha256":"${SHA_A}"},{"group":"aa1","sha256":"${SHA_B}"}]`,
        /two different bundles for group aa1/,
      ],
      [JSON.stringify({ "verdict-0": 5 }), /output "verdict-0" is not a string/],
      [JSON.stringify({ "verdict-0": "[{" }), /output "verdict-0" is not JSON/],
    ];
    for (const [text, message] of bad) {
      expect(() => parseVerdict(text), text).toThrow(VerdictError);
      expect(() => parseVerdict(text), text).toThrow(message);
    }
  });
});
