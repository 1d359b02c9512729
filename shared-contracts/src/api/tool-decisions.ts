// Zod-free (client bundles import it; mcp.ts builds its schema from these for the server).

/** The permission dialog's answers: three allow choices, three decline choices. */
export const ALLOW_CHOICES = ["allow_once", "allow_conversation", "allow_always"] as const;
export const DECLINE_CHOICES = ["decline", "decline_never", "stop_now"] as const;
