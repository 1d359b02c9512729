/**
 * The texts of the shell's pages off the first paint (namespace `shell-pages`, page-texts.ts): the
 * admin host's own pages and the main layout's navigation-info modal. English source; loaded on
 * demand, so the sign-in page's shell texts stay small (e2e budget.spec.ts).
 */
export const shellPageMessages = {
  "adminHost.title": "Choose the workspace to manage in {{product}}",
  "adminHost.body":
    "Owners and admins open the admin site from their workspace: Manage account in the top bar opens it with that workspace selected.",
  "adminHost.workspaces": "Go to your workspace",
  "adminHost.find": "Find your workspace",
  "adminHost.refused":
    "You are signed in to {{workspace}} as {{email}}. Only its owners and admins can manage it.",
  "navigationInfo.title": "The conversation could not be opened",
  "navigationInfo.snapshotUnavailable":
    "Your workspace is ready, but the shared conversation could not be copied into it: its owner removed it or stopped sharing it.",
  "navigationInfo.unavailable": "Conversation does not exist or you do not have access to it!",
  "navigationInfo.close": "Close",
  "devOverride.banner": "{{remote}} from {{origin}} — development",
  "devOverride.clear": "Clear",
  "devOverride.title": "Load a remote from a dev server",
  "devOverride.intro":
    "Only this browser loads the remote from your dev server; everyone else keeps the workspace's version. It ends after 12 hours, or when you clear it.",
  "devOverride.remote": "Remote",
  "devOverride.origin": "Dev server",
  "devOverride.originHint":
    "For example http://localhost:3005 (npm run dev -w mf-tools). Only this computer or the origins the server allows.",
  "devOverride.turnOn": "Load",
  "devOverride.current": "Now loaded: {{remote}} from {{origin}}",
  "devOverride.refused.role": "Only owners and admins of the workspace can load a remote from a dev server.",
  "devOverride.refused.workspace_off": "Developer overrides are turned off in this workspace.",
  "devOverride.refused.instance_off": "Developer overrides are turned off on this server.",
  "devOverride.error.invalid_origin": "Enter an origin like http://localhost:3005, without a path.",
  "devOverride.error.origin_not_allowed":
    "Only this computer (localhost) or the origins the server allows can serve a remote.",
  "devOverride.error.other": "The override could not be saved. Try again.",
  "devOverride.close": "Close",
} as const;

export type ShellPageMessageKey = keyof typeof shellPageMessages;
export type ShellPageMessages = Record<ShellPageMessageKey, string>;

const en: ShellPageMessages = shellPageMessages;
export default en;
