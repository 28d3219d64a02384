import { expect, it } from "vitest";
import { parametrizedParent } from "../../src/ids/parametrized.js";

it("reads a pytest parametrized case's function from its id, and nothing from any other id", () => {
  expect(parametrizedParent("tests/test_urlutils.py::test_roundtrip[http://a.b/c?d=[1]]")).toBe(
    "tests/test_urlutils.py::test_roundtrip",
  );
  expect(parametrizedParent("tests/test_x.py::TestUrl::test_parse[a-b]")).toBe(
    "tests/test_x.py::TestUrl::test_parse",
  );
  expect(parametrizedParent("tests/test_x.py::test_plain")).toBeNull();
  expect(parametrizedParent("src/a.test.ts > prices [cents]")).toBeNull();
  expect(parametrizedParent(null)).toBeNull();
});
