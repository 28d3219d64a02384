/**
 * Collects a text that arrives in pieces while keeping at most `headChars + tailChars` of it:
 * the start and the end survive, the middle is counted and replaced by a marker.
 * A report can hold megabytes of output for one test; we keep what a person reads.
 */
export class BoundedText {
  private head = "";
  private tail = "";
  private total = 0;

  constructor(
    private readonly headChars: number,
    private readonly tailChars: number,
  ) {}

  append(piece: string): void {
    if (piece.length === 0) return;
    this.total += piece.length;
    const headRoom = this.headChars - this.head.length;
    let rest = piece;
    if (headRoom > 0) {
      this.head += rest.slice(0, headRoom);
      rest = rest.slice(headRoom);
    }
    if (rest.length === 0 || this.tailChars === 0) return;
    this.tail = (this.tail + rest.slice(-this.tailChars)).slice(-this.tailChars);
  }

  get length(): number {
    return this.total;
  }

  get truncated(): boolean {
    return this.total > this.head.length + this.tail.length;
  }

  toString(): string {
    const elided = this.total - this.head.length - this.tail.length;
    if (elided <= 0) return this.head + this.tail;
    return `${this.head}\n… [${elided} characters elided] …\n${this.tail}`;
  }
}
