import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-QZFW7HO4.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-Q2NTH2FL.js";
import "./action-chunk-CEQERLET.js";
import "./action-chunk-VMAVTZ33.js";
import "./action-chunk-NZ67VUV6.js";
import "./action-chunk-VGV2Q42Z.js";
import "./action-chunk-PBDRJQGI.js";
import "./action-chunk-CVUGKLUY.js";
import "./action-chunk-7EB5UC4D.js";
import "./action-chunk-TJS47JB2.js";
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
