import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/process/execa-when-needed.ts
async function execaWhenNeeded() {
  return (await import("./action-execa-XR2UQUUR.js")).execa;
}

export {
  execaWhenNeeded
};
