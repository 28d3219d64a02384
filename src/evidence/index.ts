export { buildEvidence, type EvidenceOptions } from "./build-evidence.js";
export { ELISION_LINE, type Excerpt, type ExcerptOptions, excerpt } from "./excerpt.js";
export { decisiveMessage, describeEnding, formatDuration } from "./message.js";
export { createRedactor, isSecretName, type RedactorOptions } from "./redact.js";
export { redactSecretShapes, SECRET_PATTERNS, type SecretPattern } from "./secret-patterns.js";
