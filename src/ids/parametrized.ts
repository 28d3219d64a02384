/**
 * pytest's id of a parametrized test's function (`tests/test_x.py::test_roundtrip` of
 * `tests/test_x.py::test_roundtrip[http://a]`), which pytest itself takes for every case: a
 * person gives it to run them all. Null for any other id.
 */
export function parametrizedParent(runnerId: string | null | undefined): string | null {
  if (!runnerId) return null;
  return /^(.+::[^[\]:]+)\[.*\]$/s.exec(runnerId)?.[1] ?? null;
}
