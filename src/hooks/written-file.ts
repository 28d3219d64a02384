/** Tools that write a file, and the input field naming it. */
const FILE_WRITERS: Record<string, string> = {
  Edit: "file_path",
  MultiEdit: "file_path",
  Write: "file_path",
  NotebookEdit: "notebook_path",
};

/** The file a tool call writes, as the model gave it; null for a tool that writes no file. */
export function writtenFile(tool: string, input: Record<string, unknown>): string | null {
  const field = FILE_WRITERS[tool];
  const target = field ? input[field] : undefined;
  return typeof target === "string" ? target : null;
}
