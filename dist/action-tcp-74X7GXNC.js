import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  describeNetworkError,
  probeWithDeadline
} from "./action-chunk-JXUBTIBY.js";
import {
  connectInside
} from "./action-chunk-OWCGBQU3.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/gates/probes/tcp.ts
import net from "node:net";
function probeTcp(host, port, timeoutMs, signal, inside = null) {
  return probeWithDeadline(timeoutMs, signal, (settle) => {
    const failed = (error) => settle({ healthy: false, error: describeNetworkError(error, host) });
    if (inside) {
      const connecting = connectInside(inside, host, port);
      connecting.then((socket2) => {
        socket2.destroy();
        settle({ healthy: true });
      }, failed);
      return () => void connecting.then(
        (socket2) => socket2.destroy(),
        () => void 0
      );
    }
    const socket = net.connect({ host, port });
    socket.on("connect", () => settle({ healthy: true }));
    socket.on("error", failed);
    return () => socket.destroy();
  });
}
export {
  probeTcp
};
