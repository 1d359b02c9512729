import type { ShareMessages } from "./en.ts";

/** German. */
const messages: ShareMessages = {
  "action.close": "Schließen",
  "parcel.crashed": "Dieser Teil der Seite funktioniert nicht mehr.",
  "parcel.reload": "Seite neu laden",
  "view.title": "Ansichtseinstellungen",
  "view.markdown": "Markdown-Ansicht",
  "view.latex": "LaTeX-Ansicht",
  "view.latexHint": "Die LaTeX-Ansicht braucht die Markdown-Ansicht.",
  "continue.title": "Diese Unterhaltung fortsetzen",
  "continue.intro":
    "Setzen Sie sie als neue Unterhaltung in Ihrem Arbeitsbereich fort oder registrieren Sie sich mit Ihrer geschäftlichen E-Mail.",
  "continue.email": "Geschäftliche E-Mail",
  "continue.or": "oder",
  "continue.subdomain": "Arbeitsbereich",
  "continue.subdomainHint": "Der Name vor der Domain, z. B. acme",
  "continue.submit": "Fortsetzen",
  "continue.checking": "Kurze Sicherheitsprüfung läuft…",
  "continue.invalidEmail": "Ungültige E-Mail",
  "continue.workspaceNotFound":
    "Wir können Ihren Arbeitsbereich nicht finden. Bitte versuchen Sie es erneut.",
  "continue.workspaceNotReady": "Ihre Subdomain ist noch nicht bereit. Bitte versuchen Sie es später erneut.",
  "continue.emailExists": "Ein Benutzer mit dieser E-Mail existiert bereits.",
  "continue.removed": "Dieser Snapshot wurde von seinem Eigentümer entfernt.",
  "continue.failed": "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.",
  "continue.limited":
    "Sie können höchstens {{max}} Snapshots alle {{window}} Min. fortsetzen. Bitte versuchen Sie es in {{minutes}} Min. erneut.",
  "continuePage.working": "Unterhaltung wird fortgesetzt …",
};

export default messages;
