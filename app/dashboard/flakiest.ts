import * as z from "zod";
import { formatRate } from "../../src/flaky/flake-rate.js";
import { inertText } from "../../src/github/untrusted-text.js";
import {
  cell,
  code,
  codeBlock,
  codeCell,
  details,
  table,
  trimMiddle,
} from "../../src/report/markdown-blocks.js";

/** The flakiest tests as the dashboard keeps them, from flakes.json on the history ref. */
export const flakyRowSchema = z.object({
  id: z.string(),
  alias: z.string(),
  rate: z.number(),
  lowerBound: z.number(),
  runs: z.number().int(),
  flakes: z.number().int(),
  firstFlakeAt: z.string().nullable(),
  lastFlakeAt: z.string().nullable(),
  quarantined: z.boolean(),
  /** From CODEOWNERS, for the test's file; empty when it has none. */
  owners: z.array(z.string()),
  lastFailure: z
    .object({ commit: z.string(), message: z.string().nullable(), excerpt: z.string() })
    .nullable(),
});

export type FlakyRow = z.infer<typeof flakyRowSchema>;

/** Rows the dashboard lists, and excerpts it shows under them. */
export const FLAKY_ROWS = 10;
const EXCERPTS_SHOWN = 5;
const EXCERPT_CHARS = 800;

const when = (at: string | null): string => (at ? at.slice(0, 16).replace("T", " ") : "");

/** "### Flakiest tests": rate, bound, runs, first and last flake, owners, the last failure. */
export function renderFlakiest(rows: readonly FlakyRow[]): string {
  if (rows.length === 0) return "";
  const lines = rows.map((row) => [
    `${codeCell(row.id)} ${code(row.alias)}`,
    formatRate(row.rate),
    formatRate(row.lowerBound),
    `${row.flakes} of ${row.runs}`,
    when(row.firstFlakeAt),
    when(row.lastFlakeAt),
    row.quarantined ? "yes" : "",
    row.owners.map(codeCell).join(" "),
    row.lastFailure?.message ? codeCell(inertText(row.lastFailure.message)) : "",
  ]);
  const excerpts = rows
    .filter((row) => row.lastFailure?.excerpt)
    .slice(0, EXCERPTS_SHOWN)
    .map((row) =>
      details(
        `${row.id}: last failure at ${row.lastFailure?.commit.slice(0, 7)}`,
        codeBlock(trimMiddle(inertText(row.lastFailure?.excerpt ?? ""), EXCERPT_CHARS)),
      ),
    );
  return [
    `### Flakiest tests (${rows.length})`,
    cell(
      "A flake is a failure that passed on a re-run in the same run, or at a commit where the test also passed; the lower bound (Wilson, 95%) is what app.flaky.quarantine-at is compared with.",
    ),
    table(
      [
        "Test",
        "Rate",
        "Lower bound",
        "Flakes",
        "First flake",
        "Last flake",
        "Quarantined",
        "Owners",
        "Last failure",
      ],
      lines,
    ),
    ...excerpts,
  ].join("\n\n");
}
