/**
 * The shell's own texts (i18next namespace `shell`), English source. The spec's catalogue texts
 * (not found, remote errors, ...) live in namespace `common` (shared-contracts). Keys are flat:
 * i18next runs with `keySeparator: false` for every namespace.
 */
export const shellMessages = {
  "nav.skipToContent": "Skip to content",
  "nav.label": "Main navigation",
  "nav.home": "{{product}} home",
  "nav.companyLogo": "{{account}} logo",
  "nav.sections": "Areas",
  "nav.conversations": "Conversations",
  "nav.routines": "Routines",
  "nav.tools": "Tools",
  "nav.toggleSidebar": "Show or hide the sidebar",
  "nav.manageAccount": "Manage account",
  "nav.help": "Help",
  "nav.documentation": "Documentation",
  "nav.opensInNewTab": "opens in a new tab",
  "nav.language": "Language",
  "nav.userMenu": "Account menu of {{name}}",
  "nav.version": "Version {{version}}",
  "nav.updateAvailable": "Update available",
  "nav.refresh": "Refresh",
  "nav.mySettings": "My settings",
  "nav.developerTools": "Developer tools",
  "nav.myCollaborations": "My Collaborations",
  "nav.signOut": "Sign out",
  "nav.realtimeOffline": "Live updates are paused: reconnecting…",
  "layout.leftPanel": "Sidebar",
  "layout.rightPanel": "Side panel",
  "layout.resizeLeft": "Resize the sidebar",
  "layout.resizeRight": "Resize the side panel",
  "slot.loading": "Loading…",
  "slot.unavailable.title": "Not available yet",
  "slot.unavailable.body": "This part of {{product}} is not available in your workspace yet.",
  "session.unreachable.title": "{{product}} cannot be reached",
  "session.unreachable.body": "Check your connection, then try again.",
  "session.retry": "Try again",
  "loading.label": "Loading {{product}}",
  "toast.dismiss": "Dismiss",
  "title.conversations": "Conversations",
  "title.routines": "Routines",
  "title.accountSettings": "Account settings",
  "title.myCollaborations": "My Collaborations",
  "title.settings": "Settings",
  "title.signIn": "Sign in",
  "title.notFound": "Page not found",
  "trial.label": "Free trial",
  "trial.endsIn": "Your free trial ends in",
  "trial.balance": "Balance:",
  "trial.dismiss": "Dismiss the free-trial notice",
  "help.walkthroughs": "Walkthroughs",
  "help.tour.user-introduction": "User introduction",
  "help.tour.helper-app": "Helper app walkthrough",
  "help.tour.model-params": "Model parameters walkthrough",
} as const;

export type ShellMessageKey = keyof typeof shellMessages;
export type ShellMessages = Record<ShellMessageKey, string>;

const en: ShellMessages = shellMessages;
export default en;
