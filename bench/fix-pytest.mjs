// How often `fix-loop fix` runs a real pytest suite whole: more-itertools with one seeded bug,
// a wrong fix then the right one (bench/fix-pytest-scenario.ts). Needs python3 with pytest, a
// clone of more-itertools (`--mirrors DIR`, default /work/.mirror, as test/corpus/build-corpus.mjs
// takes), and dist/ built. Several minutes: the suite runs whole a few times.
import { parseArgs } from "node:util";
import { CLI, runScenario } from "./lib.mjs";

const { values } = parseArgs({
  options: { mirrors: { type: "string", default: "/work/.mirror" } },
});
await runScenario("fix-pytest-scenario.ts", CLI, values.mirrors);
