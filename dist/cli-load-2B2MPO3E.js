import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  checkedConfig,
  formatKeyPath,
  loadConfig,
  parseConfigText
} from "./cli-chunk-KUUEXE4X.js";
import {
  ConfigError,
  DEFAULT_CONFIG_PATH
} from "./cli-chunk-JFX3ZYDB.js";
import "./cli-chunk-F4DRHIDZ.js";
import "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-T23RE6E6.js";
export {
  ConfigError,
  DEFAULT_CONFIG_PATH,
  checkedConfig,
  formatKeyPath,
  loadConfig,
  parseConfigText
};
