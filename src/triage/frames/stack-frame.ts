/** One frame of a stack trace, whatever language printed it. */
export interface StackFrame {
  /** The path as printed: relative, absolute, a file:// URL or a Java package path. */
  file: string;
  line: number | null;
  /** The function as the language names it: "windowed", "Sum", "Parser.parse". */
  function: string;
  /**
   * Which of the text's stacks holds it, where a parser tells them apart (V8: an error and its
   * cause print one each); frames without it are one stack.
   */
  stack?: number;
}
