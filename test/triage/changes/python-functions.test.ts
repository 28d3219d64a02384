import { describe, expect, it } from "vitest";
import { pythonFunctionsByLine } from "../../../src/triage/changes/python-functions.js";

describe("the Python function each line is in", () => {
  it("is found after a raw triple-quoted string whose text holds single quotes and brackets", () => {
    // boltons' urlutils: the URL regex left a bracket open, and no function after it was named.
    const lines = [
      `_FIND_ALL_URL_RE = re.compile(r"""\\b((?:([\\w-]+):(/{1,3})|www[.])(?:[^!"#$%'()*+,.:;<=>?@\\[\\]^\`{|}~\\s]))""")`,
      "",
      "class URL:",
      "    def get_authority(self, with_userinfo=False):",
      "        parts = []",
      "        if self.port and self.port != self.default_port:",
      "            parts.append(str(self.port))",
      "        return ''.join(parts)",
      "",
      "def to_unicode(obj):",
      "    return str(obj)",
    ];
    const byLine = pythonFunctionsByLine(lines);
    expect(byLine[5]).toBe("URL.get_authority");
    expect(byLine[10]).toBe("to_unicode");
  });

  it("counts the brackets before a triple-quoted string still open at the line's end", () => {
    const lines = [
      "def describe(items):",
      '    text = f(items, """first line ( [ {',
      "    more text",
      '    """)',
      "    return text",
      "",
      "def after():",
      "    return 1",
    ];
    const byLine = pythonFunctionsByLine(lines);
    expect(byLine[4]).toBe("describe");
    expect(byLine[7]).toBe("after");
  });
});
