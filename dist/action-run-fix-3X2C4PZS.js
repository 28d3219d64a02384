import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-WGEINS2J.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-4LNCDCZV.js";
import "./action-chunk-L7K4H36Z.js";
import "./action-chunk-RSSBSPLQ.js";
import "./action-chunk-EHGYW642.js";
import "./action-chunk-PBI2DWLN.js";
import "./action-chunk-44H43CN2.js";
import "./action-chunk-W6WCTSG2.js";
import "./action-chunk-HY6HMKSM.js";
import "./action-chunk-GX4O7QU7.js";
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
