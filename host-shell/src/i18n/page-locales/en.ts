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
} as const;

export type ShellPageMessageKey = keyof typeof shellPageMessages;
export type ShellPageMessages = Record<ShellPageMessageKey, string>;

const en: ShellPageMessages = shellPageMessages;
export default en;
