import type { StackFrame } from "./stack-frame.js";

/** `\tat com.acme.Cart.total(Cart.java:42)`, `at java.base/java.util.List.get(List.java:9)`. */
const JAVA_FRAME = /^\s*at\s+(?:[\w.-]+\/)?([\w$.]+)\.([\w$<>]+)\(([^():]+)(?::(\d+))?\)\s*$/;

/**
 * Frames of a JVM stack, outermost first. With "Caused by:" chains the last cause is the one
 * that raised first, so its frames are the ones returned. The file is rebuilt from the package
 * ("com/acme/Cart.java") so test classes and libraries can be told apart by path.
 */
export function javaFrames(text: string): StackFrame[] {
  let frames: StackFrame[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*Caused by:/.test(line)) {
      frames = [];
      continue;
    }
    const match = JAVA_FRAME.exec(line);
    if (match?.[1] && match[2] && match[3]) {
      const className = match[1];
      const packagePath = className.split(".").slice(0, -1).join("/");
      frames.push({
        file: packagePath ? `${packagePath}/${match[3]}` : match[3],
        line: match[4] ? Number(match[4]) : null,
        function: `${simpleClass(className)}.${match[2]}`,
      });
    }
  }
  return frames.reverse();
}

function simpleClass(className: string): string {
  const simple = className.slice(className.lastIndexOf(".") + 1);
  return simple.replace(/\$\d+$/, "");
}
