import type { ShellPageMessages } from "./en.ts";

/** German. */
const messages: ShellPageMessages = {
  "adminHost.title": "Wählen Sie den Arbeitsbereich, den Sie in {{product}} verwalten möchten",
  "adminHost.body":
    "Inhaber und Administratoren öffnen die Verwaltungsseite aus ihrem Arbeitsbereich: „Konto verwalten“ in der oberen Leiste öffnet sie mit diesem Arbeitsbereich.",
  "adminHost.workspaces": "Zu Ihrem Arbeitsbereich",
  "adminHost.find": "Arbeitsbereich finden",
  "adminHost.refused":
    "Sie sind bei {{workspace}} als {{email}} angemeldet. Nur die Inhaber und Administratoren des Arbeitsbereichs können ihn verwalten.",
  "navigationInfo.title": "Die Unterhaltung konnte nicht geöffnet werden",
  "navigationInfo.snapshotUnavailable":
    "Ihr Arbeitsbereich ist bereit, aber die geteilte Unterhaltung konnte nicht hineinkopiert werden: Ihr Inhaber hat sie entfernt oder teilt sie nicht mehr.",
  "navigationInfo.unavailable": "Die Unterhaltung existiert nicht oder Sie haben keinen Zugriff darauf!",
  "navigationInfo.close": "Schließen",
};
export default messages;
