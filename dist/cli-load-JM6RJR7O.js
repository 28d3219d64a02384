import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  checkedConfig,
  formatKeyPath,
  loadConfig,
  parseConfigText
} from "./cli-chunk-LAVOG4GF.js";
import {
  ConfigError,
  DEFAULT_CONFIG_PATH
} from "./cli-chunk-XT2YOW2B.js";
import "./cli-chunk-3LILK64F.js";
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
