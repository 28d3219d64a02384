/**
 * The part of jest's coverage setup (coverage-setup.ts) that records what a describe block's
 * body calls while jest collects the tests: a value computed there (`const t = dayjs().add(6, "d")`,
 * `const encoded = encodeXML(input)`) is what the block's tests compare, and their own bodies
 * may call no project function at all. The block's line
 * `{ file, name, describe: true, tests, segments: [{ after, scripts }] }` (appended to
 * $FIX_LOOP_COVERAGE_OUT) gives each segment's calls to `tests.slice(after)`. `tests` are the
 * block's tests, nested blocks' included, in declaration order, by full name as jest joins it;
 * without them, every test whose name begins with the block's. A nested block's own body is
 * its own line.
 * With $FIX_LOOP_COVERAGE_SEGMENTS=declarations (triage's own coverage run) a value counts only
 * for the tests declared after it: each test declaration takes coverage, so what ran before it
 * is a segment of its own, and a loop that computes one value per case and declares the case's
 * tests after it (entities' encode tests) blames the value's function on its own cases, not on
 * every case before it. Otherwise (jest 22's retry, on the way) declarations are left alone and
 * a block is one segment: a take per declaration made dayjs' verify 4 % slower.
 * Only where every test is recorded (not from the first failure on: collection is over by
 * then) and where the test file calls the global `describe` and `it` (not ones it imports).
 * The statements run after the setup's own declarations (`out`, `fromFailure`, `shared`
 * (the process's session), `startNow`, `projectScripts`, `circusState`); `fileOfRun` gives the
 * test file's path.
 */
export function jestDescribeTime(fileOfRun: string): string {
  return `if (out && !fromFailure && typeof globalThis.describe === "function") {
  // Synchronous (startNow too): a describe body must not return a promise, and an inspector
  // session on this thread answers before post returns.
  const takeNow = () => {
    let scripts = [];
    shared.session.post("Profiler.takePreciseCoverage", (error, taken) => { if (!error) scripts = projectScripts(taken.result); });
    return scripts;
  };
  // The blocks whose bodies are running, outermost first: { name, tests, segments }.
  const open = [];
  const segmented = process.env.FIX_LOOP_COVERAGE_SEGMENTS === "declarations";
  const settle = () => {
    const scripts = takeNow();
    const block = open[open.length - 1];
    if (block && scripts.length > 0) block.segments.push({ after: block.tests.length, scripts });
  };
  const fileOfRun = ${fileOfRun};
  // jest-circus names a test by its blocks' names and its own (the root block has no parent);
  // jest 22's jasmine has no such state: the blocks this file opened and the name given.
  const circusBlock = () => { const state = circusState(); return state && state.currentDescribeBlock; };
  const fullName = (block, name) => {
    const names = [name];
    for (let at = block; at && at.parent; at = at.parent) names.unshift(at.name);
    return names.join(" ");
  };
  const declaring = (original) => function (...args) {
    if (open.length === 0) return original.apply(this, args);
    settle();
    const block = circusBlock();
    const before = block && Array.isArray(block.children) ? block.children.length : -1;
    const result = original.apply(this, args);
    const names = before >= 0
      ? block.children.slice(before).filter((child) => child.type === "test").map((child) => fullName(block, child.name))
      : typeof args[0] === "string" ? [open.map((at) => at.name).concat(args[0]).join(" ")] : [];
    for (const at of open) at.tests.push(...names);
    return result;
  };
  // it, it.only, it.concurrent.only, and each's table form, which declares when called.
  const declarer = (original, depth) => {
    const wrapped = declaring(original);
    for (const key of Object.keys(original)) {
      const value = original[key];
      wrapped[key] = typeof value !== "function" || depth > 2 ? value
        : key === "each" ? (...table) => declaring(value.apply(original, table))
        : declarer(value, depth + 1);
    }
    return wrapped;
  };
  for (const name of segmented ? ["it", "test", "fit", "xit", "xtest"] : [])
    if (typeof globalThis[name] === "function") globalThis[name] = declarer(globalThis[name], 0);
  const watched = (original) => function (name, body, ...rest) {
    if (typeof body !== "function") return original.call(this, name, body, ...rest);
    return original.call(this, name, function (...args) {
      startNow();
      settle();
      open.push({ name: typeof name === "function" ? name.name : String(name), tests: [], segments: [] });
      try {
        return body.apply(this, args);
      } finally {
        settle();
        const name = open.map((block) => block.name).join(" ");
        const block = open.pop();
        if (block.segments.length > 0)
          appendFileSync(out, JSON.stringify({ file: fileOfRun(), name, describe: true, tests: segmented ? block.tests : undefined, segments: block.segments }) + "\\n");
      }
    }, ...rest);
  };
  const original = globalThis.describe;
  const describe = Object.assign(watched(original), original);
  if (typeof original.only === "function") describe.only = watched(original.only);
  globalThis.describe = describe;
  if (typeof globalThis.fdescribe === "function") globalThis.fdescribe = watched(globalThis.fdescribe);
}
`;
}
