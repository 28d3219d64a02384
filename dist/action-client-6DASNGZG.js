import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  createGitHubClient
} from "./action-chunk-66HPFAB5.js";
import "./action-chunk-XMYEZLDJ.js";
import "./action-chunk-SOLKXWSH.js";
import "./action-chunk-NSKS7F4O.js";
export {
  createGitHubClient
};
