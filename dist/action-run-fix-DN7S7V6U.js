import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-4B4DMK3D.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-7W63AHR2.js";
import "./action-chunk-Z5SYJK4C.js";
import "./action-chunk-C3Y4YDF7.js";
import "./action-chunk-I4KZ7WCS.js";
import "./action-chunk-47K43CSD.js";
import "./action-chunk-LJK3B4SP.js";
import "./action-chunk-UCELI3YH.js";
import "./action-chunk-QUVRTJLQ.js";
import "./action-chunk-SW6ICJAB.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-ZWVAYA6Z.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-U3KVNC6E.js";
import "./action-chunk-KBQGDJER.js";
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
