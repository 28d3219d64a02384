import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-EQFWYZEK.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-HJFPL5XA.js";
import "./action-chunk-K4DFMFHX.js";
import "./action-chunk-CGDUWBCO.js";
import "./action-chunk-VSBNPW66.js";
import "./action-chunk-P4E7KMRV.js";
import "./action-chunk-XQUD6ET7.js";
import "./action-chunk-OTY3XSB4.js";
import "./action-chunk-JGTUCFTB.js";
import "./action-chunk-OJJS5ZVU.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-SVKNAIZD.js";
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
