import type { EmbeddedChatProps } from "./embedded-chat.ts";
import type { ShareDialogProps } from "./share.ts";

/**
 * What the host passes a parcel it mounts for a route: the route's parameters (`/c/:id` →
 * `{ id: "4" }`). Every parcel accepts it, since the route table may put any parcel on a route.
 */
export interface RouteProps {
  readonly routeParams?: Readonly<Record<string, string>>;
}

/**
 * Every parcel a remote exposes, by module federation id, with the props it takes beyond ShellProps.
 * `mountParcel` and `createParcel` read their props from here, so a caller and the parcel cannot
 * disagree. A CI test (scripts/build/parcel-catalogue.test.ts) compares it with the remotes' `exposes`.
 */
export interface ParcelCatalogue {
  "mf_account/AccountSettingsPage": RouteProps;
  "mf_account/SettingsPage": RouteProps;
  "mf_admin/MembersPage": RouteProps;
  "mf_admin/AuditPage": RouteProps;
  "mf_admin/ModelsPage": RouteProps;
  "mf_admin/ProvidersPage": RouteProps;
  "mf_admin/OpsRemotesPage": RouteProps;
  "mf_admin/OpsVersionsPage": RouteProps;
  "mf_admin/OpsWorkspacesPage": RouteProps;
  "mf_admin/WorkspacePage": RouteProps;
  "mf_admin/UsagePage": RouteProps;
  "mf_auth/SignInPage": RouteProps;
  "mf_auth/PasswordPage": RouteProps;
  "mf_auth/AuthErrorPage": RouteProps;
  "mf_auth/RapidOnboardingPage": RouteProps;
  "mf_auth/SignUpPage": RouteProps;
  "mf_collaboration/MyCollaborationsPage": RouteProps;
  /** Mounted by the chat screen's sub-header; 0 or absent: a conversation not created yet. */
  "mf_collaboration/CollaborationControls": RouteProps & { conversationId?: number };
  /** Without the embedding props the chat follows the route (`routeParams`). */
  "mf_conversations/ChatScreen": RouteProps & Partial<EmbeddedChatProps>;
  "mf_conversations/ConversationSidebar": RouteProps;
  "mf_conversations/ModelSettingsPanel": RouteProps;
  "mf_conversations/BehaviorSettingsPanel": RouteProps;
  "mf_routines/RoutineSidebar": RouteProps;
  "mf_routines/RoutineScreen": RouteProps;
  "mf_share/ShareDialog": RouteProps & ShareDialogProps;
  "mf_share/ContinueSnapshotPage": RouteProps;
  "mf_tools/ToolsPanel": RouteProps;
  "mf_tools/DesktopAgent": RouteProps;
  /**
   * The tool edit dialog for one tool, mounted by the chat box's tool input panel (its Edit). Saving
   * hands the saved tool to the chat box again (`tool.chosen`); `onClose`: the member closed it.
   */
  "mf_tools/ToolEditorDialog": RouteProps & { toolId: number; onClose(): void };
  "mf_tools/ToolsScreen": RouteProps;
  "mf_tools/ToolsSidebar": RouteProps;
}

/** An id of the catalogue (`"mf_conversations/ChatScreen"`). */
export type CatalogueParcelId = keyof ParcelCatalogue;

/** The props a parcel takes beyond ShellProps. */
export type ParcelExtraProps<Id extends CatalogueParcelId> = ParcelCatalogue[Id];

// A Record rather than an array: a missing or extra key does not compile, so the runtime list and
// the interface cannot drift apart.
const CATALOGUE: Readonly<Record<CatalogueParcelId, true>> = {
  "mf_account/AccountSettingsPage": true,
  "mf_account/SettingsPage": true,
  "mf_admin/MembersPage": true,
  "mf_admin/AuditPage": true,
  "mf_admin/ModelsPage": true,
  "mf_admin/ProvidersPage": true,
  "mf_admin/OpsRemotesPage": true,
  "mf_admin/OpsVersionsPage": true,
  "mf_admin/OpsWorkspacesPage": true,
  "mf_admin/WorkspacePage": true,
  "mf_admin/UsagePage": true,
  "mf_auth/SignInPage": true,
  "mf_auth/PasswordPage": true,
  "mf_auth/AuthErrorPage": true,
  "mf_auth/RapidOnboardingPage": true,
  "mf_auth/SignUpPage": true,
  "mf_collaboration/MyCollaborationsPage": true,
  "mf_collaboration/CollaborationControls": true,
  "mf_conversations/ChatScreen": true,
  "mf_conversations/ConversationSidebar": true,
  "mf_conversations/ModelSettingsPanel": true,
  "mf_conversations/BehaviorSettingsPanel": true,
  "mf_routines/RoutineSidebar": true,
  "mf_routines/RoutineScreen": true,
  "mf_share/ShareDialog": true,
  "mf_share/ContinueSnapshotPage": true,
  "mf_tools/ToolsPanel": true,
  "mf_tools/DesktopAgent": true,
  "mf_tools/ToolEditorDialog": true,
  "mf_tools/ToolsScreen": true,
  "mf_tools/ToolsSidebar": true,
};

/** Every id of the catalogue, at runtime. */
export const CATALOGUE_PARCEL_IDS: readonly CatalogueParcelId[] = Object.keys(
  CATALOGUE,
) as CatalogueParcelId[];

/** Whether a string read at runtime (a manifest, a route table) names a parcel of the catalogue. */
export function isCatalogueParcel(id: string): id is CatalogueParcelId {
  return Object.hasOwn(CATALOGUE, id);
}
