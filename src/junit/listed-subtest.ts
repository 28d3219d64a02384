import type { JunitTestRef } from "./command-line.js";

/** A test fix-loop knows, by its id and the runner's own. */
export interface KnownTest {
  id: string;
  runnerId: string | null;
  ref: JunitTestRef;
}

/**
 * The ref of a subtest of a known test, for a runner that lists top-level tests only and runs
 * `TestX/case` as a test of its own (go): the deepest known test whose id or runner id the
 * wanted id extends with `/`, given the subtest's name, which its runner selects it by.
 */
export function subtestRef(known: Iterable<KnownTest>, id: string): JunitTestRef | null {
  let parent: { ref: JunitTestRef; rest: string } | null = null;
  for (const test of known) {
    for (const prefix of [test.id, test.runnerId]) {
      if (!prefix || !id.startsWith(`${prefix}/`)) continue;
      const rest = id.slice(prefix.length);
      if (!parent || rest.length < parent.rest.length) parent = { ref: test.ref, rest };
    }
  }
  return parent ? { ...parent.ref, name: `${parent.ref.name}${parent.rest}`, line: null } : null;
}
