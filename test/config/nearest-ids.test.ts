import { describe, expect, it } from "vitest";
import { nearestIds } from "../../src/config/suggest.js";

/** jmespath's ids: 920 long parametrised ids of one file, and short ones of another. */
const IDS = [
  "tests.test_parser.TestParser > test_field",
  "tests.test_parser.TestParser > test_dot_syntax",
  "tests.test_parser.TestParser > test_index",
  ...Array.from(
    { length: 30 },
    (_, n) =>
      `tests.test_compliance > test_expression[given${n}-foo.[includeme, bar.baz[].common]-expected${n}-multiselect.json]`,
  ),
];

describe("the ids offered for one no test has", () => {
  it("are those of the same file and suite, however long, before short ids of another", () => {
    const nearest = nearestIds("tests.test_compliance > nope", IDS, 3);
    expect(nearest).toHaveLength(3);
    expect(nearest.every((id) => id.startsWith("tests.test_compliance > "))).toBe(true);
  });

  it("are the ones a typo is a few edits from, where the start is shared alike", () => {
    expect(nearestIds("tests.test_parser.TestParser > test_indx", IDS, 1)).toEqual([
      "tests.test_parser.TestParser > test_index",
    ]);
  });
});
