import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-XC26QX7H.js";
import "./action-chunk-W3MVOG35.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-VNFYDWWD.js";
import "./action-chunk-YMUIKORX.js";
import "./action-chunk-L5MWNGMR.js";
import "./action-chunk-JU5WXLXX.js";
import "./action-chunk-45R34UVP.js";
import "./action-chunk-5HWXFSOM.js";
import "./action-chunk-IYZBTUCU.js";
import "./action-chunk-7YIYYX3D.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-VMP5JAXD.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
