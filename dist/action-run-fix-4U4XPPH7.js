import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-JYPSEZTT.js";
import "./action-chunk-E5V53UK7.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-6H6CRLUM.js";
import "./action-chunk-MWXRYZUJ.js";
import "./action-chunk-7F6SO3HT.js";
import "./action-chunk-33L2GO2O.js";
import "./action-chunk-XT5BKWDM.js";
import "./action-chunk-Y4NM5DJR.js";
import "./action-chunk-IY7UM53W.js";
import "./action-chunk-DX6RRUZF.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-6JNV5M3B.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
