import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  createGitHubClient
} from "./action-chunk-PU4OL3DE.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-NSKS7F4O.js";
export {
  createGitHubClient
};
