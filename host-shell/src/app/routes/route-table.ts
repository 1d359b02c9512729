import type { RemoteRouteArea, RemoteRouteKind, RouteTitleKey } from "@parley/shared-contracts/remote-routes";
import type { ParcelId } from "@parley/shared-contracts/shell";

/** Which left-panel list a page belongs to (the Conversations / Routines tabs). */
export type Area = RemoteRouteArea;

/**
 * - `main`: guarded, inside the main layout (left panel, centre, optional right panel).
 * - `page`: a full page without the layout, open to signed-out visitors.
 * - `guarded-page`: a full page for signed-in members only.
 */
export type RouteKind = RemoteRouteKind;

export interface RouteDefinition {
  path: string;
  kind: RouteKind;
  /** The centre (main) or the whole page (page kinds). */
  parcel: ParcelId;
  /** For `main` routes: the list shown in the left panel; other main pages keep the last one. */
  area?: Area;
  /** Shell text key of the page title's first part. */
  title: RouteTitleKey | null;
}

/** A layout place and the parcel that fills it (remote-routes.ts `RemoteSlot`, resolved to a parcel). */
export type SlotDefinition = (
  { slot: "left-panel"; area: Area } | { slot: "right-panel"; view: string } | { slot: "desktop-agent" }
) & { parcel: ParcelId };

/**
 * The main layout's slots for remote builds that declare none (older than slot declarations); current
 * builds declare their own in rspack.config.ts (route-store.ts). The desktop agent is headless: it
 * keeps the desktop tools store in step and runs local tool calls.
 */
export const LEGACY_SLOTS: readonly SlotDefinition[] = [
  { slot: "left-panel", area: "conversations", parcel: "mf_conversations/ConversationSidebar" },
  { slot: "left-panel", area: "routines", parcel: "mf_routines/RoutineSidebar" },
  { slot: "right-panel", view: "tools", parcel: "mf_tools/ToolsPanel" },
  { slot: "right-panel", view: "model-settings", parcel: "mf_conversations/ModelSettingsPanel" },
  { slot: "right-panel", view: "behavior-settings", parcel: "mf_conversations/BehaviorSettingsPanel" },
  { slot: "desktop-agent", parcel: "mf_tools/DesktopAgent" },
];

/**
 * The workspace host's pages (docs/product/shell.md § Routes) for remote builds that declare none:
 * builds older than route declarations. Every current build declares its own pages in its
 * rspack.config.ts, which the host reads from the tenant's manifest (route-store.ts).
 */
export const LEGACY_ROUTES: readonly RouteDefinition[] = [
  {
    path: "/",
    kind: "main",
    parcel: "mf_conversations/ChatScreen",
    area: "conversations",
    title: "title.conversations",
  },
  {
    path: "/conversations",
    kind: "main",
    parcel: "mf_conversations/ChatScreen",
    area: "conversations",
    title: "title.conversations",
  },
  {
    path: "/conversations/:conversationId",
    kind: "main",
    parcel: "mf_conversations/ChatScreen",
    area: "conversations",
    title: "title.conversations",
  },
  {
    path: "/conversation/:slug",
    kind: "main",
    parcel: "mf_conversations/ChatScreen",
    area: "conversations",
    title: "title.conversations",
  },
  {
    path: "/routines",
    kind: "main",
    parcel: "mf_routines/RoutineScreen",
    area: "routines",
    title: "title.routines",
  },
  {
    path: "/routines/:id",
    kind: "main",
    parcel: "mf_routines/RoutineScreen",
    area: "routines",
    title: "title.routines",
  },
  {
    path: "/routine/:slug",
    kind: "main",
    parcel: "mf_routines/RoutineScreen",
    area: "routines",
    title: "title.routines",
  },
  {
    path: "/account-settings",
    kind: "main",
    parcel: "mf_account/AccountSettingsPage",
    title: "title.accountSettings",
  },
  {
    path: "/my-collaborations",
    kind: "main",
    parcel: "mf_collaboration/MyCollaborationsPage",
    title: "title.myCollaborations",
  },
  { path: "/settings", kind: "main", parcel: "mf_account/SettingsPage", title: "title.settings" },
  { path: "/sign-in", kind: "page", parcel: "mf_auth/SignInPage", title: "title.signIn" },
  { path: "/password/*", kind: "page", parcel: "mf_auth/PasswordPage", title: null },
  { path: "/auth-error", kind: "page", parcel: "mf_auth/AuthErrorPage", title: null },
  { path: "/rapid-onboarding", kind: "page", parcel: "mf_auth/RapidOnboardingPage", title: null },
  {
    path: "/continue-snapshot/:uuid",
    kind: "guarded-page",
    parcel: "mf_share/ContinueSnapshotPage",
    title: null,
  },
];
