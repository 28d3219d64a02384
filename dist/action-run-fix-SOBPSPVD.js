import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-IENX7PNM.js";
import "./action-chunk-RYHQH4LM.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-EYV5XUBZ.js";
import "./action-chunk-TZ57HRVZ.js";
import "./action-chunk-CLZXU2LX.js";
import "./action-chunk-WZRLMJO4.js";
import "./action-chunk-VQIRAL2J.js";
import "./action-chunk-WSGNLRFU.js";
import "./action-chunk-6YBTTTIP.js";
import "./action-chunk-NHK7W255.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-C2NRNTCA.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
