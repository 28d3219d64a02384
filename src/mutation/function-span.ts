/** Where a named function's body lies in its source: the part mutants change. */
export interface FunctionSpan {
  name: string;
  /** 1-based line of its definition. */
  line: number;
  /** Offsets into the source: the body, braces excluded (an arrow's expression whole). */
  bodyStart: number;
  bodyEnd: number;
}
