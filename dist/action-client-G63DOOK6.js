import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  createGitHubClient
} from "./action-chunk-OU5XDRIA.js";
import "./action-chunk-NSKS7F4O.js";
export {
  createGitHubClient
};
