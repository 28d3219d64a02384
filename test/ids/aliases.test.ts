import { describe, expect, it } from "vitest";
import { aliasesOf, aliasOf, lookUpAlias } from "../../src/ids/aliases.js";
import { formatIdList, parseIdList } from "../../src/ids/id-list.js";

/** Two ids whose aliases share their short form: found by trying names until two collide. */
function collidingPair(): [string, string] {
  const seen = new Map<string, string>();
  for (let n = 0; ; n += 1) {
    const id = `suite > case ${n}`;
    const alias = aliasOf("test", id);
    const other = seen.get(alias);
    if (other) return [other, id];
    seen.set(alias, id);
  }
}

describe("aliases", () => {
  it("are short, the same in every run and on every machine", () => {
    // Pinned: a change of hash or form would break every alias already printed.
    expect(aliasOf("test", "test/prices.test.js > prices > cents")).toBe("T-F0AC");
    expect(aliasOf("group", "9de6e62709de")).toMatch(/^G-[0-9A-F]{4}$/);
  });

  it("are lengthened where two ids of a listing share the short form, and each reads back", () => {
    const [a, b] = collidingPair();
    const aliases = aliasesOf("test", [a, b, "other"]);
    expect(aliases.get(a)).not.toBe(aliases.get(b));
    expect(aliases.get(a)?.length).toBeGreaterThan(6);
    expect(aliases.get("other")).toBe(aliasOf("test", "other"));
    expect(lookUpAlias(aliases.get(a) ?? "", [a, b])).toEqual({ found: a });
    expect(lookUpAlias(aliases.get(b)?.toLowerCase() ?? "", [a, b])).toEqual({ found: b });
    expect(lookUpAlias(aliasOf("test", a), [a, b])).toEqual({
      ambiguous: [`${aliases.get(a)} (${a})`, `${aliases.get(b)} (${b})`],
    });
  });

  it("name nothing outside the known ids", () => {
    expect(lookUpAlias(aliasOf("test", "gone"), ["here"])).toEqual({ unknown: true });
    expect(lookUpAlias("BT-007", ["BT-007"])).toEqual({ notAnAlias: true });
  });
});

describe("id lists", () => {
  it("keep a runner's id whole: spaces and > belong to it, commas and lines separate", () => {
    expect(parseIdList("src/a.test.ts > prices > cents")).toEqual([
      "src/a.test.ts > prices > cents",
    ]);
    expect(parseIdList("BT-001, BT-002\nx > y")).toEqual(["BT-001", "BT-002", "x > y"]);
    expect(parseIdList('["a > b, c", "d"]')).toEqual(["a > b, c", "d"]);
  });

  it("keep a comma inside an id whose rest cannot be an id of its own (a title with a comma)", () => {
    const mux =
      "github.com/gorilla/mux > TestHost/Host_route_with_pattern,_match_with_request_header";
    expect(parseIdList(mux)).toEqual([mux]);
    expect(parseIdList("test > accepts gzip;q=1, identity;q=0")).toEqual([
      "test > accepts gzip;q=1, identity;q=0",
    ]);
    expect(parseIdList("a.test.ts > x, b.test.ts > y")).toEqual(["a.test.ts > x", "b.test.ts > y"]);
    expect(parseIdList("a.test.ts > x, T-3F2A, BT-007, login.sh, tests/t.py::test_a")).toEqual([
      "a.test.ts > x",
      "T-3F2A",
      "BT-007",
      "login.sh",
      "tests/t.py::test_a",
    ]);
    expect(parseIdList("BT-001, checkout works")).toEqual(["BT-001", "checkout works"]);
  });

  it("are written so that reading them back gives the same ids", () => {
    for (const ids of [["BT-007"], ["a > b"], ["a > b, c"], ["x", "y > z"], ["[x]"]])
      expect(parseIdList(formatIdList(ids))).toEqual(ids);
    expect(formatIdList(["BT-007"])).toBe("BT-007");
  });
});
