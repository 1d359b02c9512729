import type { RouteDefinition } from "./route-table.ts";

/**
 * What the admin host (`admin.<base domain>`) serves besides its placeholder page: the self-service
 * sign-up that Continue by e-mail on the share page leads to (docs/product/snapshots.md).
 */
export const ADMIN_HOST_ROUTES: readonly RouteDefinition[] = [
  { path: "/sign-up", kind: "page", parcel: "mf_auth/SignUpPage", title: null },
  { path: "/sign-up/confirm", kind: "page", parcel: "mf_auth/SignUpPage", title: null },
];
