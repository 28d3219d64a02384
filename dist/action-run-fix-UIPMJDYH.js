import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-LYB2X37X.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-32JYMGBW.js";
import "./action-chunk-2DRTE64Q.js";
import "./action-chunk-OJAS3GSW.js";
import "./action-chunk-NQAXV5OM.js";
import "./action-chunk-NDES5F2D.js";
import "./action-chunk-UMJ6XRHJ.js";
import "./action-chunk-RFK55CCE.js";
import "./action-chunk-24NECCUG.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YIIMHK35.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
