/**
 * go test's -run for these tests, as go prints their names ("TestValidate/Valid_UUID"): one
 * anchored alternation per level, `^(?:TestA|TestB)$/^(?:case_1)$`, as deep as the shallowest
 * test goes. A test named to a level runs with all its subtests, so going deeper than one of
 * them would drop some of its subtests; levels of alternations may run a few more (TestB/case_1
 * as well), never fewer.
 */
export function goRunPattern(names: readonly string[]): string {
  const paths = names.map((name) => name.split("/"));
  const depth = Math.min(...paths.map((path) => path.length));
  const levels: string[] = [];
  for (let level = 0; level < depth; level++) {
    const unique = [...new Set(paths.map((path) => escapeRegExp(path[level] ?? "")))];
    levels.push(`^(?:${unique.join("|")})$`);
  }
  // A lone name needs no group: `^TestX$/^case_1$`, as a person writes it.
  return levels.map((level) => level.replace(/^\^\(\?:([^|()]*)\)\$$/, "^$1$")).join("/");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
