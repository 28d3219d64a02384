// Parsing a ~50 MB JUnit report: wall time, throughput and peak memory of the streaming parser;
// then one testcase holding 200 MB of output, to show memory does not follow the size of a text.
// Self-contained: bundles src/junit/parse-junit.ts with esbuild into a temp folder, writes the
// reports there, and parses each in a fresh node process so the figures are the parser's own.
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGET_BYTES = 50 * 1024 * 1024;
const work = mkdtempSync(path.join(tmpdir(), "fix-loop-junit-bench-"));

try {
  const parser = path.join(work, "parse-junit.mjs");
  await build({
    entryPoints: [path.join(ROOT, "src/junit/parse-junit.ts")],
    outfile: parser,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });

  const report = path.join(work, "junit.xml");
  const written = await writeManyCases(report);
  const mb = sizeMb(report);
  console.log(
    `JUnit parse: ${mb.toFixed(1)} MB, ${written.cases} testcases, ${written.failures} failed`,
  );
  for (const mode of ["stream", "collect"]) {
    const m = measure(parser, report, mode);
    if (m.cases !== written.cases || m.failed !== written.failures) {
      throw new Error(
        `parsed ${m.cases} cases / ${m.failed} failed, wrote ${written.cases} / ${written.failures}`,
      );
    }
    console.log(
      mode === "stream"
        ? "  streamJunitFile (each case handed over, none kept)"
        : "  parseJunitFile (every case kept, as the tier runner does)",
    );
    printFigures(m, mb);
  }

  const flood = path.join(work, "flood.xml");
  await writeOneFloodedCase(flood, 200);
  const m = measure(parser, flood, "stream");
  console.log(`One testcase with ${sizeMb(flood).toFixed(0)} MB of output (streamJunitFile)`);
  printFigures(m, sizeMb(flood));
  console.log(`    text kept         ${m.longestKept} characters (head and tail)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

function printFigures(m, mb) {
  const seconds = m.ms / 1000;
  const rate = `${(mb / seconds).toFixed(0)} MB/s, ${Math.round(m.cases / seconds)} cases/s`;
  console.log(`    time              ${seconds.toFixed(2)} s   (${rate})`);
  console.log(
    `    peak RSS          ${m.maxRssMb.toFixed(0)} MB   (${m.baseRssMb.toFixed(0)} MB before parsing)`,
  );
  console.log(
    `    peak heap used    ${m.peakHeapMb.toFixed(0)} MB   (${m.baseHeapMb.toFixed(0)} MB before, ${m.endHeapMb.toFixed(0)} MB after)`,
  );
}

function sizeMb(file) {
  return statSync(file).size / 1024 / 1024;
}

/** A stream writer that respects back-pressure and counts bytes. */
function openReport(file) {
  const out = createWriteStream(file);
  const writer = {
    bytes: 0,
    async put(text) {
      writer.bytes += Buffer.byteLength(text);
      if (!out.write(text)) await new Promise((resolve) => out.once("drain", resolve));
    },
    close: () =>
      new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve()))),
  };
  return writer;
}

/** vitest-shaped suites of 50 cases, one in ten failing with a stack and output, to the target size. */
async function writeManyCases(file) {
  const report = openReport(file);
  let cases = 0;
  let failures = 0;
  const stack = Array.from(
    { length: 30 },
    (_, i) => `    at step${i} (src/feature/module_${i % 7}.test.ts:${10 + i}:5)`,
  ).join("\n");
  const output = "log line of output\n".repeat(40);
  await report.put('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bench">\n');
  for (let suite = 1; report.bytes < TARGET_BYTES; suite++) {
    const file = `src/feature/module_${suite}.test.ts`;
    await report.put(`<testsuite name="${file}" tests="50" time="1.5">\n`);
    for (let i = 0; i < 50; i++) {
      cases++;
      const name = `feature &gt; BT-${suite}${String(i).padStart(2, "0")} behaves &amp; answers in time`;
      const open = `  <testcase classname="${file}" name="${name}" time="0.0${i % 10}">`;
      if (i % 10 === 3) {
        failures++;
        await report.put(
          `${open}\n    <failure message="expected 200, got 503" type="AssertionError">AssertionError: expected 200, got 503\n${stack}</failure>\n` +
            `    <system-out>GET /api/items -&gt; 503\n${output}</system-out>\n  </testcase>\n`,
        );
      } else if (i % 25 === 7) {
        await report.put(`${open}<skipped/></testcase>\n`);
      } else {
        await report.put(`${open}</testcase>\n`);
      }
    }
    await report.put("</testsuite>\n");
  }
  await report.put("</testsuites>\n");
  await report.close();
  return { cases, failures };
}

async function writeOneFloodedCase(file, megabytes) {
  const report = openReport(file);
  const block = `${"z".repeat(1023)}\n`.repeat(1024);
  await report.put(
    '<testsuites><testsuite name="flood"><testcase name="BT-999 floods"><failure>boom</failure><system-out>',
  );
  for (let i = 0; i < megabytes; i++) await report.put(block);
  await report.put("</system-out></testcase></testsuite></testsuites>\n");
  await report.close();
}

/** Parses in a fresh node process, so the figures are the parser's own. */
function measure(parser, report, mode) {
  const child = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", measureScript(parser, report, mode)],
    {
      encoding: "utf8",
    },
  );
  if (child.status !== 0) throw new Error(`parse failed:\n${child.stderr}`);
  return JSON.parse(child.stdout);
}

function measureScript(parser, report, mode) {
  return `
    import { parseJunitFile, streamJunitFile } from ${JSON.stringify(parser)};
    const mb = (bytes) => bytes / 1024 / 1024;
    const base = process.memoryUsage();
    let peakHeap = base.heapUsed;
    const timer = setInterval(() => { peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed); }, 10);
    let cases = 0, failed = 0, longestKept = 0;
    const look = (c) => {
      cases++;
      if (c.status === "failed") failed++;
      longestKept = Math.max(longestKept, c.details.length, c.stdout.length, c.stderr.length);
    };
    const started = performance.now();
    if (${JSON.stringify(mode)} === "stream") await streamJunitFile(${JSON.stringify(report)}, look);
    else (await parseJunitFile(${JSON.stringify(report)})).forEach(look);
    const ms = performance.now() - started;
    clearInterval(timer);
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    console.log(JSON.stringify({
      ms, cases, failed, longestKept,
      baseRssMb: mb(base.rss),
      baseHeapMb: mb(base.heapUsed),
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      peakHeapMb: mb(peakHeap),
      endHeapMb: mb(process.memoryUsage().heapUsed),
    }));
  `;
}
