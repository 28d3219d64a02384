import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  preflightResultSchema,
  serviceResultSchema,
  testResultSchema,
  tierResultSchema
} from "./action-chunk-KIINKITQ.js";
import {
  _enum,
  array,
  literal,
  number,
  object,
  record,
  string
} from "./action-chunk-BM5MFDKU.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";
import "./action-chunk-NSKS7F4O.js";

// src/shards/partials-folder.ts
import { readdir } from "node:fs/promises";
import path from "node:path";

// src/shards/partial.ts
import { readFile } from "node:fs/promises";
var partialSchema = object({
  version: literal(1),
  kind: literal("fix-loop-partial"),
  tool: object({ name: literal("fix-loop"), version: string() }),
  leg: object({ index: number().int().positive(), total: number().int().positive() }),
  config: string(),
  startedAt: string(),
  finishedAt: string(),
  durationMs: number().nonnegative(),
  /** Every tier of the plan in order, those this leg had no share of included. */
  tierOrder: array(string()),
  preflight: preflightResultSchema,
  services: array(serviceResultSchema),
  tiers: array(tierResultSchema),
  tests: array(testResultSchema),
  phases: object({
    firstRunMs: number().nonnegative(),
    retryMs: number().nonnegative(),
    coverageInRunsMs: number().nonnegative().optional()
  }),
  /** The functions each re-run test called, by test id (coverage taken on the retries). */
  coverage: record(string(), array(string())),
  /** Each JUnit source's runner and tests, as the leg's reports named them. */
  learned: array(
    object({
      tier: string(),
      framework: string().nullable(),
      tests: array(
        object({
          id: string(),
          runnerId: string().nullable(),
          ref: object({
            name: string(),
            classname: string(),
            suite: string(),
            file: string().nullable(),
            line: number().int().nullable()
          })
        })
      )
    })
  ),
  splits: array(
    object({
      tier: string(),
      source: _enum(["script", "junit"]),
      how: _enum(["every-leg", "runner-option", "by-time", "by-count", "one-leg"]),
      units: number().int().nonnegative().nullable(),
      expectedMs: number().nonnegative().nullable()
    })
  )
});
async function readPartial(file) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new UserError(`cannot read the partial results ${file}: ${messageOf(error)}`, {
      cause: error
    });
  }
  const partial = partialSchema.safeParse(parsed);
  if (!partial.success) {
    const issue = partial.error.issues[0];
    throw new UserError(
      `${file} is not a leg's partial results (fix-loop verify --shard i/N writes them): ${issue?.path.join(".") || "its top"}: ${issue?.message}`
    );
  }
  return partial.data;
}

// src/shards/partials-folder.ts
async function readPartialsIn(folder) {
  let names;
  try {
    names = await readdir(folder);
  } catch (error) {
    throw new UserError(`cannot read the legs' partial results in ${folder}: ${messageOf(error)}`, {
      cause: error
    });
  }
  const files = names.filter((name) => name.endsWith(".json")).sort();
  if (files.length === 0)
    throw new UserError(`no partial results in ${folder}: did the legs upload fix-loop-partial-*?`);
  return Promise.all(files.map((name) => readPartial(path.join(folder, name))));
}
export {
  readPartialsIn
};
