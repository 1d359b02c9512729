// The admin site's wire names that front ends need without zod (docs/admin-site.md). Its paths are
// in the endpoint maps (admin-endpoints.ts; the hand-over is shellEndpoints.adminHandoff).

/** The header the admin host's shell sends with every call: the workspace the console manages. */
export const ADMIN_WORKSPACE_HEADER = "x-parley-workspace";

/**
 * Manage account's hand-over: the admin host's shell finds the one-time token in its address's
 * fragment (`#handoff=<token>`, never sent to a server or in a Referer), removes it, and `POST`s it
 * `{token}` with the workspace header (shellEndpoints.adminHandoff) for a session on the admin host.
 */
export const ADMIN_HANDOFF_FRAGMENT = "handoff";

/** Roles an owner or admin may give; only an owner gives or takes `owner`. */
export const ADMIN_ROLES = ["owner", "admin", "member"] as const;

/** The largest logo accepted (bytes), PNG, JPEG or WebP only — raster, so no script can ride in it. */
export const WORKSPACE_LOGO_MAX_BYTES = 512 * 1024;
export const WORKSPACE_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
