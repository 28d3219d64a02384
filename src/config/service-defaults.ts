/**
 * How long a service is waited for when its config gives no `timeout:`, in seconds: the schema's
 * default, and what a wait begun before the schema loads (gates/services-read-early.ts) assumes.
 */
export const SERVICE_TIMEOUT_SECONDS = 30;
