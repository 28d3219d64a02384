import { messageOf } from "../../errors.js";

/** Socket errors as a person would say them: "connection refused", not "connect ECONNREFUSED". */
export function describeNetworkError(error: unknown, host: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
      return "connection reset";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${host} is unreachable`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `host ${host} not found`;
    case "EADDRNOTAVAIL":
      return `address ${host} is not available on this machine`;
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
      return "TLS certificate not trusted (self-signed?)";
    case "EPROTO":
    case "ERR_SSL_WRONG_VERSION_NUMBER":
      return "TLS handshake failed (does the server speak plain HTTP? then use http://)";
    case "CERT_HAS_EXPIRED":
      return "TLS certificate has expired";
    default: {
      const text = messageOf(error);
      return text.split("\n")[0]?.trim() || "unknown error";
    }
  }
}
