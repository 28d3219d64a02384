/**
 * The part of the coverage setup (coverage-setup.ts) that turns V8's precise coverage off again
 * as a test file ends, when recording starts at a file's first failure: a process runs many test
 * files (jest in band or in a worker, vitest without isolation), and precise coverage left on
 * costs every file after the failing one, recorded or not (V8 keeps every function's feedback
 * vector, and the scripts they belong to, alive, and hot code runs several times slower: a
 * counted call is never inlined). On luxon (jest 29, 5 failures in one of 65 files) the jest
 * process's CPU went from 1.08x plain jest's to 1.00x (5.57 -> 5.14 s). Where the files after
 * the failing one are few and quick (deep-object-diff, jest 27: 7 files in 0.3 s), turning it
 * off costs more than it saves, about 0.06 s of 1.3 (the stop itself takes 15 ms). The next
 * file that fails starts it again (a start deoptimises what was optimised since); its tests
 * record what they called as before. Recording every test (a retry's coverage) leaves it on:
 * each file records from its start anyway. The statements run after the setup's own
 * declarations (`fromFailure`, `shared`, `settlePending`, the per-file state) and register with
 * `hooks.afterAll`.
 */
export const COVERAGE_OFF_AFTER_FILE = `const coverageOff = () => {
  if (!fromFailure || !shared.session) return;
  const at = performance.now();
  const session = shared.session;
  shared.session = null;
  try {
    session.post("Profiler.stopPreciseCoverage");
    session.post("Profiler.disable");
    session.disconnect();
  } catch {}
  shared.spent += performance.now() - at;
};
// A file ends: what it recorded is settled, coverage goes off, and the next file starts as a
// file of its own does (a runner that loads this setup once for every file calls it too).
const fileEnded = async () => {
  await settlePending();
  coverageOff();
  on = !fromFailure;
  passingSeen = 0;
  alike.clear();
  lastFailed = false;
  lastThinned = false;
  clean = false;
};
if (registered && typeof hooks.afterAll === "function") hooks.afterAll(fileEnded);
`;
