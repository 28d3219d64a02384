import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { lstat, mkdtemp, open, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RunAs } from "../process/run-as.js";
import type { AgentCopy } from "../sandbox/agent-copy.js";
import { applyChange, type ChangeToApply, checkoutProblem } from "../sandbox/apply-change.js";
import {
  ChangeRecordError,
  type CopyReader,
  type ListedChange,
  type ListedChanges,
  type ReadContents,
  type ReadFile,
  readChange,
  readStamps,
  type Stamps,
} from "../sandbox/change-record.js";
import { git } from "./git-work-tree.js";
import { suspiciousIgnoredChanges } from "./ignored-files-guard.js";
import { lineStat } from "./line-stat.js";
import type { TreeChanges } from "./snapshot.js";

/** How much of an attempt's change may cross back (`fix.caps`). */
export interface CopyCaps {
  /** Files added, changed or removed. */
  files: number;
  /** Bytes of any one file. */
  fileBytes: number;
  /** Bytes of all the files together. */
  totalBytes: number;
}

/** Paths the reader may list as changed at most (ignored ones included), whatever the caps. */
const MAX_LISTED = 100_000;
/** Files larger than this count as binary in the change's line summary (it reads both whole). */
const MAX_STAT_BYTES = 1024 * 1024;

/**
 * The agent's copy of the tree and what crosses back from it. The checkout is the accepted state
 * (the pinned commit plus the fixes kept so far); the copy is what the agent made of it. Its
 * change is read as data once nothing of the attempt runs (`stopFirst`), by a reader that runs
 * as the agent user and follows no link (src/sandbox/change-record.ts), bounded by the caps; a
 * kept change is written into the checkout from that record alone (src/sandbox/apply-change.ts);
 * and after every attempt, kept or not, the copy is thrown away and made again from the
 * checkout, so fix-loop never writes into a tree the agent had. No git runs in or on the copy;
 * the only git is the checkout's own, to tell which paths it tracks or ignores.
 */
export class CopyTree {
  private stamps: Stamps = new Map();
  private read: { writes: Map<string, ReadFile>; removals: Set<string>; spool: string } | null =
    null;
  private stopFirst: () => Promise<void> = async () => undefined;
  private startAgain: () => Promise<void> = async () => undefined;

  private constructor(
    private readonly copy: AgentCopy,
    private readonly reader: CopyReader,
    private readonly caps: CopyCaps,
    /** Non-ignored paths of the accepted state (repository-relative). */
    private readonly tracked: Set<string>,
  ) {}

  /** The checkout's top (the repository paths below are relative to it). */
  get top(): string {
    return this.copy.over;
  }

  static async open(copy: AgentCopy, owner: RunAs, caps: CopyCaps): Promise<CopyTree> {
    const listed = await git(copy.over, [
      "ls-files",
      "-z",
      "--cached",
      "--others",
      "--exclude-standard",
    ]);
    const tracked = new Set(listed.split("\0").filter(Boolean));
    const reader = { top: copy.over, runAs: owner, skip: () => copy.dependencyPaths };
    const tree = new CopyTree(copy, reader, caps, tracked);
    tree.stamps = await readStamps(tree.reader);
    return tree;
  }

  /**
   * What must end before the copy is read or thrown away: every process of the attempt that is
   * not in a namespace that has ended already (the services the engine started on the copy);
   * and what starts them again on the fresh copy.
   */
  stopBeforeReading(stop: () => Promise<void>, startAgain: () => Promise<void>): void {
    this.stopFirst = stop;
    this.startAgain = startAgain;
  }

  /**
   * What the agent changed, as repository paths. Changes to ignored files are never read nor
   * kept (they go with the copy) and, but for tool caches and test reports, are tampering; so is
   * a link, FIFO, socket or device, a path git may not write, and anything over the caps.
   */
  async changes(outputs: readonly string[]): Promise<TreeChanges> {
    await this.stopFirst();
    await this.forget();
    try {
      return await this.readChanges(outputs);
    } catch (error) {
      if (!(error instanceof ChangeRecordError)) throw error;
      // Whatever the agent did to the copy to trip the reader: that attempt is refused.
      const tamper = [`refused from the agent's copy: ${error.message}`];
      return { files: [], diffStat: "", tamper, ignoredRestored: [] };
    }
  }

  private async readChanges(outputs: readonly string[]): Promise<TreeChanges> {
    // One reader lists the change and reads the files that may cross, once they are chosen.
    const caps = { entries: MAX_LISTED, bytes: this.caps.totalBytes };
    return readChange(this.reader, this.stamps, caps, (listed, readContents) =>
      this.chooseAndRead(listed, readContents, outputs),
    );
  }

  private async chooseAndRead(
    listed: ListedChanges,
    readContents: (wanted: readonly ListedChange[], spool: string) => Promise<ReadContents>,
    outputs: readonly string[],
  ): Promise<TreeChanges> {
    if (listed.over) {
      const tamper = [`refused the change: more than ${MAX_LISTED} paths of the copy changed`];
      return { files: [], diffStat: "", tamper, ignoredRestored: [] };
    }
    const ignoredFresh = new Set(
      await this.ignoredOf(listed.changes.map((c) => c.path).filter((p) => !this.stamps.has(p))),
    );
    const isIgnored = (name: string) =>
      this.stamps.has(name) ? !this.tracked.has(name) : ignoredFresh.has(name);
    const ignored = listed.changes
      .filter((c) => isIgnored(c.path))
      .map((c) => c.path)
      .sort();
    const candidates = listed.changes.filter((c) => !isIgnored(c.path));

    const refused = await this.refusals(candidates);
    const wanted = candidates.filter((c) => c.kind === "file");
    const spool = await mkdtemp(path.join(tmpdir(), "fix-loop-change-"));
    this.read = { writes: new Map(), removals: new Set(), spool };
    if (refused.length === 0) {
      const got = await readContents(wanted, spool);
      refused.push(...got.refused.map((r) => `${r.path}: ${r.why}`));
      this.read.writes = got.files;
    }
    const files: string[] = [];
    for (const change of candidates) {
      if (change.kind === "gone") {
        if (!(await lstat(path.join(this.top, change.path)).catch(() => null))) continue;
        this.read.removals.add(change.path);
      } else {
        const content = this.read.writes.get(change.path);
        if (content && (await this.sameAsCheckout(change.path, content))) {
          this.read.writes.delete(change.path);
          continue;
        }
      }
      files.push(change.path);
    }
    files.sort();
    const suspicious = suspiciousIgnoredChanges(ignored, outputs);
    const tamper = [
      ...(suspicious.length > 0 ? [`changed ignored files: ${suspicious.join(", ")}`] : []),
      ...(refused.length > 0 ? [`refused from the agent's copy: ${refused.join("; ")}`] : []),
    ];
    return { files, diffStat: await this.diffStat(files), tamper, ignoredRestored: ignored };
  }

  /** The change is not kept: the copy is thrown away and made again from the checkout. */
  async undo(_files: readonly string[]): Promise<void> {
    await this.renew();
  }

  /** A file of the change as text, or null where the change has none. */
  async textInCopy(name: string): Promise<string | null> {
    const content = this.read?.writes.get(name);
    return content ? readFile(content.spool, "utf8") : null;
  }

  /**
   * Writes these paths of the change last read into the checkout (the kept fix), from the record
   * alone; then the copy is made again from the checkout.
   */
  async keep(files: readonly string[]): Promise<void> {
    const read = this.read;
    const changes: ChangeToApply[] = files.map((name) => {
      const content = read?.writes.get(name);
      if (content)
        return {
          path: name,
          content: { spool: content.spool, executable: (content.mode & 0o111) !== 0 },
        };
      if (read?.removals.has(name)) return { path: name, content: null };
      throw new Error(`${name} is not part of the change read from the agent's copy`);
    });
    await this.stopFirst();
    await applyChange(this.top, changes);
    for (const change of changes) {
      if (change.content) this.tracked.add(change.path);
      else this.tracked.delete(change.path);
    }
    await this.renew();
  }

  /** Removes what fix-loop kept of the last change (the spool); the copy is the caller's. */
  async close(): Promise<void> {
    await this.forget();
  }

  private async renew(): Promise<void> {
    await this.stopFirst();
    await this.forget();
    await this.copy.renew();
    this.stamps = await readStamps(this.reader);
    await this.startAgain();
  }

  private async forget(): Promise<void> {
    if (this.read) await rm(this.read.spool, { recursive: true, force: true });
    this.read = null;
  }

  /** Why each of these changes may not cross, in words; empty when all of them may. */
  private async refusals(changes: readonly ListedChange[]): Promise<string[]> {
    const refused: string[] = [];
    let bytes = 0;
    for (const change of changes) {
      const kind = REFUSED_KINDS[change.kind];
      if (kind) {
        refused.push(`${change.path} is ${kind}`);
        continue;
      }
      const problem = await checkoutProblem(this.top, change.path, change.kind === "file");
      if (problem)
        refused.push(problem.startsWith(change.path) ? problem : `${change.path}: ${problem}`);
      if (change.kind !== "file") continue;
      if (change.size > this.caps.fileBytes)
        refused.push(
          `${change.path} is ${change.size} bytes, over fix.caps.file-bytes (${this.caps.fileBytes})`,
        );
      else bytes += change.size;
    }
    if (changes.length > this.caps.files)
      refused.push(`${changes.length} files changed, over fix.caps.files (${this.caps.files})`);
    if (bytes > this.caps.totalBytes)
      refused.push(`${bytes} bytes changed, over fix.caps.total-bytes (${this.caps.totalBytes})`);
    return refused;
  }

  /** Whether the checkout holds this very file: a regular file, same content, same exec bit. */
  private async sameAsCheckout(name: string, content: ReadFile): Promise<boolean> {
    const file = path.join(this.top, name);
    const stat = await lstat(file).catch(() => null);
    if (!stat?.isFile() || stat.size !== content.size) return false;
    if (((stat.mode & 0o111) === 0) !== ((content.mode & 0o111) === 0)) return false;
    return (await hashOf(file)) === content.sha256;
  }

  /** Which of these new paths the checkout's ignore rules (not the copy's) ignore. */
  private async ignoredOf(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const listing = await git(this.top, ["check-ignore", "-z", "--stdin", "--no-index"], {
      input: `${names.join("\0")}\0`,
    }).catch(() => "");
    return listing.split("\0").filter(Boolean);
  }

  private async diffStat(files: readonly string[]): Promise<string> {
    const changes = [];
    for (const name of files) {
      const after = this.read?.writes.get(name);
      changes.push({
        path: name,
        before: await boundedContent(path.join(this.top, name)),
        after: after ? await boundedContent(after.spool) : null,
      });
    }
    return lineStat(changes);
  }
}

const REFUSED_KINDS: Partial<Record<ListedChange["kind"], string>> = {
  link: "a symbolic link",
  fifo: "a FIFO",
  socket: "a socket",
  device: "a device",
  unreadable: "unreadable (a folder closed to its owner, or a name that is not UTF-8)",
};

/** A regular file's content, or a one-byte stand-in counted as binary when it is large. */
async function boundedContent(file: string): Promise<Buffer | null> {
  const stat = await lstat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  if (stat.size > MAX_STAT_BYTES) return Buffer.from([0]);
  const handle = await open(file, "r");
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

async function hashOf(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
