import * as z from "zod";
import { parseDurationMs } from "./duration-text.js";

/** A duration as users write it in YAML (seconds as a number, or "10s", "2m", "500ms"), parsed to milliseconds. */
export const durationMs = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const ms = parseDurationMs(value);
  if (ms === null) {
    ctx.addIssue({
      code: "custom",
      message: `"${value}" is not a duration: write seconds as a number (10) or with a unit ("10s", "2m", "500ms")`,
    });
    return z.NEVER;
  }
  return ms;
});
