// The admin site's wire names that front ends need without zod (docs/admin-site.md).

/** The header the admin host's shell sends with every call: the workspace the console manages. */
export const ADMIN_WORKSPACE_HEADER = "x-parley-workspace";

/**
 * Manage account's hand-over: the admin host's shell finds the one-time token in its address's
 * fragment (`#handoff=<token>`, never sent to a server or in a Referer), removes it, and `POST`s it
 * here `{token}` with the workspace header for a session on the admin host.
 */
export const ADMIN_HANDOFF_PATH = "/api/v1/authentication/admin-handoff/";
export const ADMIN_HANDOFF_FRAGMENT = "handoff";

/** Members of the workspace: list and invite (owners and admins). */
export const ADMIN_MEMBERS_PATH = "/api/v1/admin/members/";

/** One member: `PATCH` changes the role; `…/deactivate/`, `…/reactivate/`, `…/resend-invitation/`. */
export const adminMemberPath = (id: number): string => `${ADMIN_MEMBERS_PATH}${id}/`;

/** The workspace's audit log (`?q=` searches who, what and the target; `export.csv` downloads it). */
export const ADMIN_AUDIT_PATH = "/api/v1/admin/audit/";
export const ADMIN_AUDIT_EXPORT_PATH = "/api/v1/admin/audit/export.csv";

/** Roles an owner or admin may give; only an owner gives or takes `owner`. */
export const ADMIN_ROLES = ["owner", "admin", "member"] as const;

/** The workspace's models (owners and admins): list, add; `…/{id}/` edits and removes; `…/order/` orders. */
export const ADMIN_MODELS_PATH = "/api/v1/admin/models/";
export const ADMIN_MODELS_ORDER_PATH = "/api/v1/admin/models/order/";

/** Provider keys (write-only) and base URLs: `…/{kind}/` sets or clears, `…/{kind}/test/` tests. */
export const ADMIN_PROVIDERS_PATH = "/api/v1/admin/providers/";

/** The workspace's own settings: name, sign-in options, DLP mode, feature flags (GET and PATCH). */
export const ADMIN_WORKSPACE_PATH = "/api/v1/admin/workspace/";

/** The workspace's logo (owners and admins): `PUT` multipart with one `logo` file, `DELETE` removes it. */
export const ADMIN_WORKSPACE_LOGO_PATH = "/api/v1/admin/workspace/logo/";

/** The largest logo accepted (bytes), PNG, JPEG or WebP only — raster, so no script can ride in it. */
export const WORKSPACE_LOGO_MAX_BYTES = 512 * 1024;
export const WORKSPACE_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** Cost per member and model over a period (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
export const ADMIN_USAGE_PATH = "/api/v1/admin/usage/";
