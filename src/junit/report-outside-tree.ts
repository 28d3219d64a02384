import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { isDynamicPattern } from "tinyglobby";
import { quoteShell } from "../process/shell-words.js";

/** A JUnit command told to write its report outside the project, and where to find it. */
export interface ReportRedirect {
  command: string;
  /** Reports are read here, at the same relative paths as configured. */
  reportsRoot: string;
}

/**
 * The command with its report path pointed into `scratch`, a folder the engine owns, so the
 * report never shows in the work tree (nor in an agent's `git status`, nor among the files an
 * attempt changed). Possible when the tier names one report file and the command spells that
 * path out (`--junitxml=reports/junit.xml`, `--outputFile reports/junit.xml`, `> report.xml`);
 * otherwise null, and the report is read where the command writes it.
 */
export function redirectReport(
  command: string,
  reports: readonly string[],
  scratch: string,
): ReportRedirect | null {
  const [report] = reports;
  if (reports.length !== 1 || !report || isDynamicPattern(report) || path.isAbsolute(report)) {
    return null;
  }
  const spelled = [report, `./${report}`];
  const target = path.join(scratch, report);
  for (const form of spelled) {
    const pattern = new RegExp(`(^|[\\s=>'"])${escapeRegExp(form)}(?=$|[\\s'";|&)])`, "g");
    if (!pattern.test(command)) continue;
    return {
      command: command.replace(pattern, (_, before: string) => `${before}${quoteShell(target)}`),
      reportsRoot: scratch,
    };
  }
  return null;
}

/** Puts the report where the tier's config says it is, for whoever reads it after fix-loop. */
export async function copyReportBack(
  redirect: ReportRedirect,
  reports: readonly string[],
  cwd: string,
): Promise<void> {
  for (const report of reports) {
    const to = path.join(cwd, report);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(path.join(redirect.reportsRoot, report), to).catch(() => undefined);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
