import { trimMiddle } from "../text/trim-middle.js";
/**
 * A prompt is a list of blocks: fixed ones (rules, decisive lines) are never cut; trimmable
 * ones (outputs, sources, the agent's words) lose their middle, the largest first, until the
 * whole fits the byte limit.
 */
export interface Block {
  text: string;
  trimmable: boolean;
  /** Shown above a trimmable block, whose text is fenced as code. */
  title?: string;
}

/** A trimmable block is never cut below this, unless dropping whole blocks is the only way left. */
const MIN_TRIMMED_BYTES = 240;
const OMITTED = "[omitted to fit the prompt size limit]";

export function fitBlocks(blocks: Block[], maxBytes: number): string {
  const current = blocks.map((block) => ({ ...block }));
  const size = () => byteLength(render(current));

  while (size() > maxBytes) {
    const largest = current
      .filter((block) => block.trimmable && byteLength(block.text) > MIN_TRIMMED_BYTES)
      .sort((a, b) => byteLength(b.text) - byteLength(a.text))[0];
    if (!largest) break;
    const over = size() - maxBytes;
    const length = byteLength(largest.text);
    // Cut only what is needed, but at most half at a time, so large blocks share the cuts.
    largest.text = trimMiddle(
      largest.text,
      Math.max(MIN_TRIMMED_BYTES, length - over, length >> 1),
      "bytes",
    );
  }
  for (let index = current.length - 1; index >= 0 && size() > maxBytes; index--) {
    const block = current[index];
    if (block?.trimmable && block.text !== OMITTED) block.text = OMITTED;
  }
  const text = render(current);
  return byteLength(text) <= maxBytes ? text : cutToBytes(text, maxBytes);
}

function render(blocks: Block[]): string {
  return blocks
    .map((block) => (block.trimmable ? renderTrimmable(block) : block.text))
    .join("\n\n");
}

function renderTrimmable(block: Block): string {
  const fence = fenceFor(block.text);
  const body = `${fence}\n${block.text.replace(/\s+$/, "")}\n${fence}`;
  return block.title ? `${block.title}:\n\n${body}` : body;
}

/** A code fence longer than any run of backticks inside the text. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}

function cutToBytes(text: string, maxBytes: number): string {
  const buffer = Buffer.from(text, "utf8").subarray(0, maxBytes);
  // Drop a trailing partial character rather than emit an invalid one.
  return buffer.toString("utf8").replace(/\uFFFD$/, "");
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}
