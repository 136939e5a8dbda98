/** After this many failed sends a message stays unsent (what it tells of is safe in its own table). */
export const MAX_ATTEMPTS = 12;

/** Sent; waiting to be sent (or tried again); or failed, every attempt used. */
export function emailProgress(state: { sentAt: Date | null; attempts: number }): "sent" | "waiting" | "failed" {
  if (state.sentAt) return "sent";
  return state.attempts >= MAX_ATTEMPTS ? "failed" : "waiting";
}
