import { lookup } from "node:dns/promises";
import net from "node:net";

/** Where an attempt may go besides the model, as the model proxy applies it. */
export interface EgressRule {
  /** `fix.network.allow`: hosts (`registry.npmjs.org`, `*.pythonhosted.org`, `host:port`). */
  allow: readonly string[];
  /** The ladder's web and deep steps (WebFetch): any https host on a public address. */
  anyHttps: boolean;
}

/** The decision for one destination: where to connect, or why not. */
export type EgressDecision =
  | { allowed: true; connectTo: string }
  | { allowed: false; reason: string };

/** Addresses no rule but an explicit `fix.network.allow` entry reaches: this runner's own, and its networks'. */
const NOT_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, "ipv6");

/** Whether `host:port` is one of the allow list's entries. */
export function isListed(allow: readonly string[], host: string, port: number): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return allow.some((entry) => {
    const [pattern = "", listedPort] = splitEntry(entry.toLowerCase());
    const portOk = listedPort === undefined ? port === 443 || port === 80 : port === listedPort;
    if (!portOk) return false;
    if (pattern.startsWith("*."))
      return name === pattern.slice(2) || name.endsWith(pattern.slice(1));
    return name === pattern;
  });
}

function splitEntry(entry: string): [string, number | undefined] {
  const match = /^(.*?)(?::(\d+))?$/.exec(entry.trim());
  return [match?.[1] ?? entry, match?.[2] ? Number(match[2]) : undefined];
}

/**
 * Decides one destination. A listed host is reached by its name; under the https rule the name is
 * resolved once here and the connection goes to that address, so a name that resolves to this
 * runner or its private networks (a cloud's metadata service) is refused.
 */
export async function decideEgress(
  rule: EgressRule,
  host: string,
  port: number,
): Promise<EgressDecision> {
  if (isListed(rule.allow, host, port)) return { allowed: true, connectTo: host };
  if (!rule.anyHttps) {
    return {
      allowed: false,
      reason:
        rule.allow.length > 0
          ? "not in fix.network.allow"
          : "no host but the model is open to this step",
    };
  }
  if (port !== 443) return { allowed: false, reason: "the web rule opens https (port 443) only" };
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return { allowed: false, reason: "the name does not resolve" };
  const inside = addresses.find(({ address, family }) =>
    NOT_PUBLIC.check(address, family === 6 ? "ipv6" : "ipv4"),
  );
  if (inside)
    return { allowed: false, reason: `resolves to ${inside.address}, not a public address` };
  return { allowed: true, connectTo: addresses[0]?.address ?? host };
}
