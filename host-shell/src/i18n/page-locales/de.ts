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
  "devOverride.banner": "{{remote}} von {{origin}} — Entwicklung",
  "devOverride.clear": "Aufheben",
  "devOverride.title": "Remote von einem Entwicklungsserver laden",
  "devOverride.intro":
    "Nur dieser Browser lädt das Remote von Ihrem Entwicklungsserver; alle anderen behalten die Version des Arbeitsbereichs. Es endet nach 12 Stunden oder wenn Sie es aufheben.",
  "devOverride.remote": "Remote-Modul",
  "devOverride.origin": "Entwicklungsserver",
  "devOverride.originHint":
    "Zum Beispiel http://localhost:3005 (npm run dev -w mf-tools). Nur dieser Computer oder die vom Server erlaubten Origins.",
  "devOverride.turnOn": "Laden",
  "devOverride.current": "Jetzt geladen: {{remote}} von {{origin}}",
  "devOverride.refused.role":
    "Nur Inhaber und Admins des Arbeitsbereichs können ein Remote von einem Entwicklungsserver laden.",
  "devOverride.refused.workspace_off": "Entwickler-Overrides sind in diesem Arbeitsbereich ausgeschaltet.",
  "devOverride.refused.instance_off": "Entwickler-Overrides sind auf diesem Server ausgeschaltet.",
  "devOverride.error.invalid_origin": "Geben Sie einen Origin wie http://localhost:3005 ein, ohne Pfad.",
  "devOverride.error.origin_not_allowed":
    "Nur dieser Computer (localhost) oder die vom Server erlaubten Origins können ein Remote liefern.",
  "devOverride.error.other": "Der Override konnte nicht gespeichert werden. Versuchen Sie es erneut.",
  "devOverride.close": "Schließen",
};
export default messages;
