/** One frame of a stack trace, whatever language printed it. */
export interface StackFrame {
  /** The path as printed: relative, absolute, a file:// URL or a Java package path. */
  file: string;
  line: number | null;
  /** The function as the language names it: "windowed", "Sum", "Parser.parse". */
  function: string;
}
