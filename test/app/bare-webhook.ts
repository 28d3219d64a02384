import { type Delivery, sendWebhook } from "./app-process.js";

/**
 * POSTs an `issue_comment` webhook with nothing in it but its action, signed with `secret` (or
 * carrying `signature` as given): for what the app answers before it reads any payload.
 */
export function sendBareWebhook(
  appUrl: string,
  id: string,
  signing: Pick<Delivery, "secret" | "signature">,
): ReturnType<typeof sendWebhook> {
  return sendWebhook(appUrl, {
    event: "issue_comment",
    id,
    payload: { action: "created" },
    ...signing,
  });
}
