/**
 * English texts of the `mf_share` namespace (the source every other language translates; a test
 * checks the keys match). Flat "area.text" keys (the host sets `keySeparator: false`).
 */
const en = {
  "action.close": "Close",
  "parcel.crashed": "This part of the page stopped working.",
  "parcel.reload": "Reload the page",
  "view.title": "View settings",
  "view.markdown": "Markdown View",
  "view.latex": "LaTeX View",
  "view.latexHint": "LaTeX View needs Markdown View.",
  "continue.title": "Continue this conversation",
  "continue.intro": "Continue it as a new conversation in your workspace, or sign up with your work email.",
  "continue.email": "Work email",
  "continue.or": "or",
  "continue.subdomain": "Workspace",
  "continue.subdomainHint": "The name before the domain, e.g. acme",
  "continue.submit": "Continue",
  "continue.checking": "Running a quick security check…",
  "continue.invalidEmail": "Invalid email",
  "continue.workspaceNotFound": "We cannot find your workspace. Please try again.",
  "continue.workspaceNotReady": "Your subdomain is not ready yet. Please try again later.",
  "continue.emailExists": "A user with this email already exists.",
  "continue.removed": "This snapshot has been removed by its owner.",
  "continue.failed": "Something went wrong. Please try again later.",
  "continue.limited":
    "You can continue at most {{max}} snapshots every {{window}} min. Please try again in {{minutes}} min.",
  "continuePage.working": "Continuing the conversation…",
};

export type ShareMessages = typeof en;
export default en;
