import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/errors.ts
var UserError = class extends Error {
  // Subclasses set their own name: bundling may rename classes, so it is never derived.
  name = "UserError";
};
function messageOf(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}

export {
  UserError,
  messageOf
};
