/** A test script found on disk, with what its header comments say. */
export interface ScriptTest {
  kind: "script";
  id: string;
  title: string;
  tier: string;
  /** Relative to the project root, with forward slashes. */
  file: string;
  absolutePath: string;
  requires: string[];
  /** From the # TIMEOUT: header, else null (the tier or config default applies). */
  timeoutMs: number | null;
}
