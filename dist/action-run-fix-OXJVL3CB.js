import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-LSVK77OP.js";
import "./action-chunk-HIIPTBMN.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-WSPV3EJG.js";
import "./action-chunk-BQHKMZFR.js";
import "./action-chunk-D3GCANZA.js";
import "./action-chunk-NRDIAL4W.js";
import "./action-chunk-C2ECCRKX.js";
import "./action-chunk-TFC262L2.js";
import "./action-chunk-O2SLVOZU.js";
import "./action-chunk-6VSF56IJ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-Y7S3HWC7.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
