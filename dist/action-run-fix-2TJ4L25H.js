import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-PN26FGOG.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-LFH6QRFO.js";
import "./action-chunk-WO5JCSEH.js";
import "./action-chunk-EAB5HZ3Z.js";
import "./action-chunk-ZSX6HZVB.js";
import "./action-chunk-55T2YJ4T.js";
import "./action-chunk-4ZF75V4Y.js";
import "./action-chunk-KU3EDW2I.js";
import "./action-chunk-P2CP5OFG.js";
import "./action-chunk-BSXV6ZEZ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-JXLCJNB7.js";
import "./action-chunk-7KVXXLB5.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-74JUWDTH.js";
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
