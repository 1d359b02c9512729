import type { WalkthroughMessages } from "./en.ts";

/** German. */
const de: WalkthroughMessages = {
  "controls.next": "Weiter",
  "controls.back": "Zurück",
  "controls.done": "Fertig",
  "controls.close": "Rundgang schließen",
  "controls.progress": "Schritt {{current}} von {{total}}",
  "user-introduction.new-conversation.title": "Neue Unterhaltung beginnen",
  "user-introduction.new-conversation.body":
    "Klicken Sie hier, um eine neue Unterhaltung zu öffnen, wann immer Sie ein neues Thema beginnen möchten.",
  "user-introduction.model-selection.title": "KI-Modell auswählen",
  "user-introduction.model-selection.body":
    "Wählen Sie das Modell, das Ihnen antwortet. Jedes hat eigene Stärken, eine eigene Geschwindigkeit und eigene Kosten.",
  "user-introduction.chat-input.title": "Nachricht schreiben",
  "user-introduction.chat-input.body":
    "Geben Sie hier Ihre Frage oder Anweisung ein und drücken Sie die Eingabetaste, um sie zu senden.",
  "user-introduction.tool-selection.title": "KI-Werkzeuge auswählen",
  "user-introduction.tool-selection.body":
    "Werkzeuge geben dem Modell zusätzliche Fähigkeiten, etwa Suchen, Dateien lesen oder Aufgaben ausführen.",
  "user-introduction.teach-me-anything.title": "Das Werkzeug „Bring mir alles bei“ wählen",
  "user-introduction.teach-me-anything.body":
    "Dieses Werkzeug macht aus jedem Thema eine kurze, geführte Lektion. Wählen Sie es in der Werkzeugliste aus.",
  "user-introduction.execute-tool.title": "Werkzeug ausführen",
  "user-introduction.execute-tool.body":
    "Senden Sie Ihre Nachricht mit ausgewähltem Werkzeug; das Modell nutzt es für seine Antwort.",
  "user-introduction.help-hint.title": "Hilfe ist immer da",
  "user-introduction.help-hint.body":
    "Öffnen Sie dieses Menü, um einen Rundgang zu wiederholen oder die Dokumentation in Ihrer Sprache zu lesen.",
  "helper-app.tools-panel.title": "Werkzeugbereich öffnen",
  "helper-app.tools-panel.body":
    "Der Werkzeugbereich enthält die Desktop-Helfer-App, die lokale Werkzeuge mit Ihren Unterhaltungen verbindet.",
  "helper-app.download-app.title": "Helfer-App herunterladen",
  "helper-app.download-app.body": "Installieren Sie die Helfer-App über diesen Link auf Ihrem Computer.",
  "helper-app.open-app.title": "Helfer-App starten",
  "helper-app.open-app.body":
    "Schalten Sie die Helfer-App hier ein; ihre lokalen Werkzeugserver erscheinen dann in der Liste.",
  "helper-app.documentation.title": "Dokumentation lesen",
  "helper-app.documentation.body":
    "Das Hilfemenü führt zur Dokumentation mit Schritt-für-Schritt-Anleitungen für die Helfer-App.",
  "model-params.model-icon.title": "Modelleinstellungen öffnen",
  "model-params.model-icon.body":
    "Klicken Sie auf das Modellsymbol, um zu sehen, wie das ausgewählte Modell eingestellt ist.",
  "model-params.overview.title": "Modelleinstellungen im Überblick",
  "model-params.overview.body":
    "Dieses Feld zeigt die Einstellungen, die das Modell in dieser Unterhaltung verwendet.",
  "model-params.parameters.title": "Parameter anpassen",
  "model-params.parameters.body":
    "Ändern Sie Werte wie Temperatur oder maximale Länge, um die Antworten zu steuern.",
  "model-params.reset-defaults.title": "Auf Standardwerte zurücksetzen",
  "model-params.reset-defaults.body":
    "Setzen Sie alle Parameter auf einmal auf die Standardwerte des Modells zurück.",
  "model-params.reset-one.title": "Einen Wert zurücksetzen",
  "model-params.reset-one.body":
    "Mit der Zurücksetzen-Schaltfläche neben einem Parameter stellen Sie nur diesen Wert wieder her.",
};
export default de;
