import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-B4PDZ4T6.js";
import "./action-chunk-VEQKB6JY.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-RDWK4AZU.js";
import "./action-chunk-UOLB2GIE.js";
import "./action-chunk-4XTLU552.js";
import "./action-chunk-VVLZLYGV.js";
import "./action-chunk-HBL7QU3I.js";
import "./action-chunk-HDMHEFJV.js";
import "./action-chunk-SXWESNB4.js";
import "./action-chunk-RESFL7ZF.js";
import "./action-chunk-IOMWQXSJ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-ESSQOYCA.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TYVLPFUG.js";
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
