/** What one look at a service found. */
export type ProbeOutcome = { healthy: true } | { healthy: false; error: string };
