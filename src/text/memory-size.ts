import { totalmem } from "node:os";

const UNITS: Record<string, number> = { "": 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };

/** "4G", "512M", "1073741824" or "50%" in bytes; null when it is none of these. */
export function parseMemory(value: string, machine: number = totalmem()): number | null {
  const share = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  if (share) {
    const percent = Number(share[1]);
    return percent > 0 && percent <= 100 ? Math.floor((machine * percent) / 100) : null;
  }
  const size = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]?)i?B?\s*$/i.exec(value);
  if (!size) return null;
  const bytes = Math.floor(Number(size[1]) * (UNITS[(size[2] ?? "").toUpperCase()] ?? 1));
  return bytes >= 16 * 1024 ** 2 ? bytes : null;
}
