import type { Annotation } from "../../../src/action/annotations.js";
import type { ActionIO } from "../../../src/action/io.js";

/** One thing the Action said, in order. */
export type Said =
  | { kind: "info" | "warning" | "debug" | "failed" | "secret"; text: string }
  | { kind: "group"; title: string }
  | { kind: "endGroup" }
  | { kind: "annotation"; annotation: Annotation };

/** An ActionIO that keeps what a run said, for a test to read back. */
export interface RecordingIO extends ActionIO {
  said: Said[];
  outputs: Record<string, string>;
  summary: string;
}

export function recordingIO(): RecordingIO {
  const io: RecordingIO = {
    said: [],
    outputs: {},
    summary: "",
    info: (text) => io.said.push({ kind: "info", text }),
    warning: (text) => io.said.push({ kind: "warning", text }),
    debug: (text) => io.said.push({ kind: "debug", text }),
    startGroup: (title) => io.said.push({ kind: "group", title }),
    endGroup: () => io.said.push({ kind: "endGroup" }),
    setSecret: (text) => io.said.push({ kind: "secret", text }),
    setOutput: (name, value) => {
      io.outputs[name] = value;
    },
    annotate: (annotation) => io.said.push({ kind: "annotation", annotation }),
    appendSummary: async (markdown) => {
      io.summary += markdown;
    },
    setFailed: (text) => io.said.push({ kind: "failed", text }),
  };
  return io;
}
