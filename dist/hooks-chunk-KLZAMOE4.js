import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/hooks/written-file.ts
var FILE_WRITERS = {
  Edit: "file_path",
  MultiEdit: "file_path",
  Write: "file_path",
  NotebookEdit: "notebook_path"
};
function writtenFile(tool, input) {
  const field = FILE_WRITERS[tool];
  const target = field ? input[field] : void 0;
  return typeof target === "string" ? target : null;
}

export {
  writtenFile
};
