import { createRedactor } from "../src/evidence/redact.js";

/**
 * The app has no secrets of the run's environment to look for, so it redacts by shape only:
 * tokens, keys, passwords in URLs. Every evidence and agent text it posts goes through this.
 */
export const redactText: (text: string) => string = createRedactor({});
