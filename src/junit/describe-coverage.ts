/**
 * The part of jest's coverage setup (coverage-setup.ts) that records what each describe block's
 * body calls while jest collects the tests: a value computed there (`const t = dayjs().add(6, "d")`,
 * `const encoded = encodeXML(input)`) is what the block's tests compare, and their own bodies
 * may call no project function at all. Each block's calls, its nested blocks' left out, go to
 * $FIX_LOOP_COVERAGE_OUT as one line `{ file, name, describe: true, scripts }`, `name` joined as
 * jest joins a test's full name; one-run-coverage.ts gives them to every test whose name the
 * block's begins. Only where every test is recorded (not from the first failure on: collection is
 * over by then) and where the test file calls the global `describe` (not one it imports).
 * The statements run after the setup's own declarations (`out`, `fromFailure`, `shared`
 * (the process's session), `startNow`, `post`, `projectScripts`); `fileOfRun` gives the test file's path.
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
  const open = [];
  const settle = () => {
    const scripts = takeNow();
    if (open.length > 0) open[open.length - 1].scripts.push(...scripts);
  };
  const fileOfRun = ${fileOfRun};
  const watched = (original) => function (name, body, ...rest) {
    if (typeof body !== "function") return original.call(this, name, body, ...rest);
    return original.call(this, name, function (...args) {
      startNow();
      settle();
      open.push({ name: typeof name === "function" ? name.name : String(name), scripts: [] });
      try {
        return body.apply(this, args);
      } finally {
        settle();
        const fullName = open.map((block) => block.name).join(" ");
        const block = open.pop();
        if (block.scripts.length > 0)
          appendFileSync(out, JSON.stringify({ file: fileOfRun(), name: fullName, describe: true, scripts: block.scripts }) + "\\n");
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
