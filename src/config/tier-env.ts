import * as z from "zod";

/**
 * Variables fix-loop itself sets to talk to its hooks in a runner (src/process/hook-variables.ts
 * and the reporters of src/runners, src/junit): a tier that set one would cut the line.
 */
const OWN_PREFIXES = ["FIX_LOOP_", "FIXLOOP_"];
const OWN_NAMES = new Set(["NODE_V8_COVERAGE"]);

/** Why a tier may not set this variable, or null when it may. */
export function refusedTierVariable(name: string): string | null {
  if (OWN_PREFIXES.some((prefix) => name.startsWith(prefix)) || OWN_NAMES.has(name))
    return `${name} is fix-loop's own: it sets it to reach its hooks in the runner; leave it out`;
  if (name === "PATH")
    return "PATH would replace the whole search path (values are taken as written, nothing is expanded); add to it in the command instead (PATH=./bin:$PATH npx ...)";
  return null;
}

/**
 * A tier's own environment: names to strings, given to every run of the tier's tests (the
 * first run, re-runs, triage's coverage runs, check's repetitions, a fix's verification).
 */
export const tierEnvSchema = z
  .record(
    z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a variable name: letters, digits and _"),
    // `PORT: 3000` and `CI: true` read as YAML's number and boolean: the variable gets their text.
    z.union([z.string(), z.number(), z.boolean()]).transform(String),
  )
  .superRefine((env, ctx) => {
    for (const name of Object.keys(env)) {
      const why = refusedTierVariable(name);
      if (why) ctx.addIssue({ code: "custom", path: [name], message: why });
    }
  })
  .describe(
    "Environment of the tier's tests, as the project's CI sets it (NODE_ENV: test, PYTHONPATH: src): literal strings, nothing expanded; PYTHONPATH, NODE_OPTIONS, PYTEST_ADDOPTS and GOFLAGS are joined with fix-loop's own hooks, not replaced",
  );
