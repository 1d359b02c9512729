import type { CollaborationMessages } from "./en.ts";

/** German. */
const messages: CollaborationMessages = {
  "action.cancel": "Abbrechen",
  "action.close": "Schließen",
  "action.retry": "Erneut versuchen",
  "controls.open": "Zusammenarbeiten und teilen",
  "controls.sendFirst":
    "Senden Sie die erste Nachricht, um diese Unterhaltung anzulegen, und laden Sie dann Kolleginnen und Kollegen zur Zusammenarbeit ein.",
  "participants.label": "Teilnehmende",
  "participants.more": "{{count}} weitere Teilnehmende: {{names}}",
  "dialog.title": "Zusammenarbeiten und teilen",
  "dialog.collaboration": "Zusammenarbeit",
  "dialog.off":
    "Laden Sie Kolleginnen und Kollegen Ihres Arbeitsbereichs ein, in dieser Unterhaltung mit Ihnen zu arbeiten. Jede Person im Arbeitsbereich mit dem Link kann beitreten.",
  "dialog.enable": "Zusammenarbeit starten",
  "dialog.on":
    "Die Zusammenarbeit ist aktiv. Teilen Sie diesen Link mit Kolleginnen und Kollegen Ihres Arbeitsbereichs:",
  "dialog.link": "Link zur Zusammenarbeit",
  "dialog.copy": "Link kopieren",
  "dialog.copied": "Kopiert!",
  "dialog.copyFailed": "Der Link konnte nicht kopiert werden. Markieren Sie ihn und kopieren Sie ihn selbst.",
  "dialog.disable": "Zusammenarbeit beenden",
  "dialog.disableTitle": "Zusammenarbeit beenden?",
  "dialog.disableConfirm":
    "Alle Mitwirkenden verlieren sofort den Zugriff auf diese Unterhaltung, und der Link funktioniert nicht mehr.",
  "dialog.collaborator": "Sie arbeiten mit {{owner}} an dieser Unterhaltung.",
  "dialog.leave": "Unterhaltung verlassen",
  "dialog.leaveTitle": "Diese Unterhaltung verlassen?",
  "dialog.leaveConfirm":
    "Die Unterhaltung verschwindet aus Ihrer Liste. Sie können später über den Link wieder beitreten.",
  "dialog.csa": "Diese Unterhaltung kann nicht verlassen werden.",
  "dialog.notOwner":
    "Nur die Eigentümerin oder der Eigentümer kann die Zusammenarbeit an dieser Unterhaltung starten.",
  "error.stop": "Zusammenarbeit konnte nicht beendet werden:",
  "error.start": "Zusammenarbeit konnte nicht gestartet werden:",
  "error.leave": "Unterhaltung konnte nicht verlassen werden:",
  "revoked.title": "Zusammenarbeit beendet",
  "revoked.message":
    "Die Zusammenarbeit an dieser Unterhaltung wurde beendet. Sie haben keinen Zugriff mehr darauf.",
  "revoked.ok": "Neue Unterhaltung beginnen",
  "page.title": "Meine Zusammenarbeiten",
  "tabs.label": "Listen der Zusammenarbeiten",
  "tabs.active": "Meine aktiven Zusammenarbeiten",
  "tabs.shared": "Mit mir geteilt",
  "tabs.public": "Öffentlich geteilte Snapshots",
  "search.label": "Nach Namen suchen",
  "search.placeholder": "Nach Namen suchen",
  "column.name": "Name",
  "column.startedOn": "Gestartet am",
  "column.owner": "Eigentümer",
  "column.link": "Zugriffslink",
  "column.conversation": "Unterhaltung",
  "column.created": "Erstellt",
  "column.views": "Aufrufe",
  "column.continued": "Fortgesetzt",
  "column.cloned": "Geklont",
  "sort.by": "Nach {{column}} sortieren",
  "empty.active":
    "Sie haben noch keine Zusammenarbeit gestartet. Öffnen Sie eine Ihrer Unterhaltungen und starten Sie die Zusammenarbeit in ihrer Kopfzeile.",
  "empty.shared":
    "Noch nichts wurde mit Ihnen geteilt. Öffnen Sie den Link einer Kollegin oder eines Kollegen, um einer Unterhaltung beizutreten.",
  "empty.public": "Noch kein Snapshot ist öffentlich geteilt.",
  "empty.search": "Nichts entspricht Ihrer Suche.",
  "list.loading": "Wird geladen…",
  "list.failed": "Beim Laden der Liste ist ein Fehler aufgetreten. Versuchen Sie es erneut.",
  "pager.label": "Seiten",
  "pager.pageSize": "Zeilen pro Seite",
  "pager.range": "{{from}}–{{to}} von {{count}}",
  "pager.previous": "Vorherige Seite",
  "pager.next": "Nächste Seite",
  "link.copy": "Link von {{name}} kopieren",
  "parcel.crashed": "Dieser Teil der Seite funktioniert nicht mehr.",
  "parcel.reload": "Seite neu laden",
};

export default messages;
