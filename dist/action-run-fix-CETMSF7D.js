import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-KNTFU3VT.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-COZ3YM3I.js";
import "./action-chunk-T6JIJCEF.js";
import "./action-chunk-FUU5PGRY.js";
import "./action-chunk-AEI6OGH7.js";
import "./action-chunk-JPZKD2BO.js";
import "./action-chunk-H6IDFXXC.js";
import "./action-chunk-N5HZ624Q.js";
import "./action-chunk-VGTJKOIP.js";
import "./action-chunk-KPKSNESD.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-6UGOXJPB.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
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
