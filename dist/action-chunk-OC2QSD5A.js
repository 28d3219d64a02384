import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  Context,
  GitHub,
  getOctokitOptions
} from "./action-chunk-7SF3UL3V.js";

// node_modules/@actions/github/lib/github.js
var context = new Context();
function getOctokit(token, options, ...additionalPlugins) {
  const GitHubWithPlugins = GitHub.plugin(...additionalPlugins);
  return new GitHubWithPlugins(getOctokitOptions(token, options));
}

export {
  context,
  getOctokit
};
