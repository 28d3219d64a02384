import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-K2PS66CL.js";
import "./action-chunk-MAJ2WQT2.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-TJID64L3.js";
import "./action-chunk-EIA5G7RO.js";
import "./action-chunk-GCAQHXJC.js";
import "./action-chunk-K3YHRWEG.js";
import "./action-chunk-YPWWK2R5.js";
import "./action-chunk-GGD5CTCR.js";
import "./action-chunk-NPU3C5WS.js";
import "./action-chunk-UHE5RF6N.js";
import "./action-chunk-6ZQ47GOO.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-3QRS22GJ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-EP3HYFFB.js";
import "./action-chunk-OWCGBQU3.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
