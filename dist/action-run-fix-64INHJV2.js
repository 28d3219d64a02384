import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-QYMTHAFC.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-TUNSKMBC.js";
import "./action-chunk-KGWPWK2U.js";
import "./action-chunk-CIX5P2L6.js";
import "./action-chunk-CHLYJXRC.js";
import "./action-chunk-GJA4CG6Y.js";
import "./action-chunk-DURTOFMI.js";
import "./action-chunk-ICN77OBO.js";
import "./action-chunk-5PGZHVKB.js";
import "./action-chunk-6VC3EOAY.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-K5PCUYF4.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-U3KVNC6E.js";
import "./action-chunk-2VD25PQ4.js";
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
