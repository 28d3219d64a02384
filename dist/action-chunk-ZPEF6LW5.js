import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  RUNNERS
} from "./action-chunk-SS2VXKTL.js";
import {
  require_picomatch
} from "./action-chunk-SLG3UUXN.js";
import {
  __toESM
} from "./action-chunk-NSKS7F4O.js";

// src/plan/framework-style.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var WRITABLE_FRAMEWORKS = Object.keys(RUNNERS).filter(
  (name) => "plan" in RUNNERS[name]
);
function isWritableFramework(name) {
  return WRITABLE_FRAMEWORKS.includes(name ?? "");
}
function styleOf(framework) {
  return RUNNERS[framework].plan;
}
function isFrameworkTestFile(framework, file) {
  return (0, import_picomatch.default)([...styleOf(framework).testFiles], { dot: true })(file);
}
function allTestFileGlobs() {
  return [...new Set(WRITABLE_FRAMEWORKS.flatMap((name) => styleOf(name).testFiles))];
}

export {
  WRITABLE_FRAMEWORKS,
  isWritableFramework,
  styleOf,
  isFrameworkTestFile,
  allTestFileGlobs
};
