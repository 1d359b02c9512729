import type { Catalogue } from "../messages.ts";

/** German. */
const de: Catalogue = {
  "error.server": "Ein Serverfehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  "error.generic": "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  "error.other": "Etwas ist schiefgelaufen.",
  "error.tryLater": "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.",
  "signIn.error.subscription_issue":
    "Es gibt ein Problem mit dem Abonnement Ihres Unternehmens. Bitte wenden Sie sich an die Kontoadministration Ihres Unternehmens.",
  "signIn.error.uninvited":
    "Sie haben keinen Zugriff auf diesen Arbeitsbereich. Bitte prüfen Sie, ob Sie den richtigen Arbeitsbereich gewählt haben, oder wenden Sie sich an Ihre Administration.",
  "signIn.error.default":
    "Etwas ist schiefgelaufen. Die Anmeldung ist nicht möglich. Bitte versuchen Sie es später erneut.",
  "signIn.error.invalid_token":
    "Dieser Link ist abgelaufen oder ungültig. Bitte fordern Sie eine neue Einladung oder eine neue Passwortzurücksetzung an.",
  "signIn.error.password_disabled":
    "Die Anmeldung mit Passwort ist für dieses Konto derzeit deaktiviert. Bitte verwenden Sie eine andere Anmeldemethode oder bitten Sie Ihre Administration, die Passwortauthentifizierung zu aktivieren.",
  "signIn.error.google_disabled":
    "Die Anmeldung mit Google ist für dieses Konto derzeit deaktiviert. Bitte verwenden Sie eine andere Anmeldemethode oder bitten Sie Ihre Administration, die Google-Authentifizierung zu aktivieren.",
  "signIn.error.invalid_credentials": "Die E-Mail-Adresse oder das Passwort ist falsch.",
  "signIn.error.rate_limited":
    "Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  "signIn.error.captcha_failed": "Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  "rapidOnboarding.invalid": "Ungültiges oder abgelaufenes Token.",
  "workspace.infoFailed": "Informationen zu Ihrer {{product}}-Anwendung konnten nicht abgerufen werden.",
  "workspace.notFound": "Wir können Ihren Arbeitsbereich nicht finden. Bitte versuchen Sie es erneut.",
  "workspace.notReady": "Ihre Subdomain ist noch nicht bereit. Bitte versuchen Sie es später erneut.",
  "notFound.title": "Hoppla! Seite nicht gefunden",
  "notFound.backHome": "Zurück zur Startseite",
  "share.continue": "Diese Unterhaltung fortsetzen",
  "share.viewSettings": "Ansichtseinstellungen",
  "share.created": "Erstellt am {{date}}",
  "share.assistant": "Assistent",
  "share.participant": "Teilnehmer",
  "share.attachments": "Angehängte Dateien",
  "share.pageLabel": "Geteilte Unterhaltung",
  "share.thoughts": "Gedanken",
  "share.toolCall": "Werkzeugaufruf",
  "share.smartThinking": "Intelligentes Denken",
  "share.error": "Fehler",
  "share.emptyReply": "Etwas ist schiefgelaufen. Versuchen Sie es erneut.",
  "rename.empty": "Der Name darf nicht leer sein",
  "manage.refused": "Sie haben keine Verwaltungsberechtigung!",
  "workspace.signInUnconfigured":
    "Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet (kein OpenID-Connect-Client) und kann daher nicht angeboten werden. Behalten Sie die Anmeldung mit Passwort bei oder bitten Sie die Betreiber von {{product}}, sie einzurichten.",
  "snapshot.emailExists": "Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.",
  "snapshot.removed": "Dieser Schnappschuss wurde von seinem Eigentümer entfernt.",
  "snapshot.invalidEmail": "Ungültige E-Mail-Adresse",
  "signup.disabled":
    "Die Selbstregistrierung ist auf diesem Server ausgeschaltet. Bitten Sie Ihre Administration um eine Einladung.",
  "signup.rateLimited":
    "Zu viele Registrierungsversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  "signup.invalidLink": "Dieser Registrierungslink ist abgelaufen oder wurde bereits verwendet.",
  "signup.mailFailed": "Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  "profile.updated": "Profil erfolgreich aktualisiert.",
  "profile.updateFailed": "Profil konnte nicht aktualisiert werden",
  "profile.unexpected": "Ein unerwarteter Fehler ist aufgetreten",
  "passkeys.fetchFailed": "Passkeys konnten nicht abgerufen werden.",
  "integrations.fetchFailed": "Fehler beim Abrufen der Integrationen.",
  "helper.didNotStart": "Die Hilfs-App wurde nicht korrekt gestartet",
  "helper.timeout": "Zeitüberschreitung bei der Statusprüfung der Hilfs-App",
  "helper.launchFailed": "Die Hilfs-App konnte nicht gestartet werden",
  "helper.shutdownFailed": "Die Hilfs-App konnte nicht beendet werden",
  "audio.playback": "Fehler bei der Audiowiedergabe.",
  "audio.processing": "Fehler bei der Verarbeitung der Audiodaten.",
  "thrown.loadFailed": "Laden fehlgeschlagen",
  "thrown.invalidToken": "Ungültiges Token",
  "thrown.refreshFailed": "Token konnte nicht erneuert werden",
  "thrown.subdomainFailed": "Informationen zur Subdomain konnten nicht abgerufen werden",
  "thrown.workspaceSuspended":
    "Dieser Arbeitsbereich ist gesperrt. Bitte wende dich an die Kontoverwaltung deines Unternehmens.",
  "remote.failed": "Dieser Teil von {{product}} konnte nicht geladen werden.",
  "remote.incompatible":
    "Dieser Teil von {{product}} benötigt eine neuere Shell (Vertrag {{needed}}, Shell {{current}}).",
  "remote.retry": "Erneut versuchen",
  "password.required": "Geben Sie ein Passwort ein.",
  "password.tooShort": "Dieses Passwort ist zu kurz. Es muss mindestens {{min}} Zeichen enthalten.",
  "password.tooLong": "Dieses Passwort ist zu lang. Es darf höchstens {{max}} Zeichen enthalten.",
  "password.tooCommon": "Dieses Passwort ist zu verbreitet. Wählen Sie ein weniger vorhersehbares.",
  "password.mismatch": "Die beiden Passwörter stimmen nicht überein.",
  "password.constraints": "Das Passwort muss die folgenden Anforderungen erfüllen:",
  "password.rateLimited":
    "Zu viele Versuche, das Passwort zurückzusetzen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
};
export default de;
