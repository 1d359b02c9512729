import type { AuthMessages } from "./en.ts";

/** German. */
const de: AuthMessages = {
  "page.poweredBy": "Bereitgestellt von {{product}}",
  "page.loading": "Ihr Arbeitsbereich wird geladen…",
  "page.redirecting": "Sie sind bereits angemeldet. Sie werden weitergeleitet…",
  "page.retry": "Erneut versuchen",
  "signIn.subtitle": "Melden Sie sich an, um mit {{product}} fortzufahren",
  "signIn.google": "Mit Google anmelden",
  "signIn.workEmail": "Mit geschäftlicher E-Mail anmelden",
  "signIn.or": "oder",
  "signIn.noMethods":
    "Für diesen Arbeitsbereich ist keine Anmeldemethode aktiviert. Bitte wenden Sie sich an Ihre Administration.",
  "signIn.googleUnconfigured":
    "Dieser Arbeitsbereich meldet sich mit Google an, was auf diesem Server noch nicht eingerichtet ist. Ein Administrator muss {{variable}} setzen (siehe README) oder die Anmeldung mit Passwort wieder einschalten.",
  "signIn.emailLabel": "Geschäftliche E-Mail",
  "signIn.emailPlaceholder": "name@firma.de",
  "signIn.passwordLabel": "Passwort",
  "signIn.showPassword": "Passwort anzeigen",
  "signIn.submit": "Anmelden",
  "signIn.submitting": "Anmeldung läuft…",
  "validation.emailRequired": "Geben Sie Ihre geschäftliche E-Mail-Adresse ein.",
  "validation.emailInvalid": "Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.",
  "validation.passwordRequired": "Geben Sie Ihr Passwort ein.",
  "validation.passwordTooShort": "Das Passwort muss mindestens {{min}} Zeichen lang sein.",
  "subdomain.title": "Arbeitsbereich finden",
  "subdomain.description":
    "Geben Sie die Adresse Ihres Arbeitsbereichs ein, um sich bei {{product}} anzumelden.",
  "subdomain.label": "Adresse des Arbeitsbereichs",
  "subdomain.placeholder": "ihre-firma",
  "subdomain.required": "Geben Sie die Adresse Ihres Arbeitsbereichs ein.",
  "subdomain.invalid":
    "Verwenden Sie 2 bis 63 Kleinbuchstaben, Ziffern oder Bindestriche; Anfang und Ende müssen ein Buchstabe oder eine Ziffer sein.",
  "subdomain.submit": "Weiter",
  "subdomain.checking": "Wird geprüft…",
  "parcel.crashed":
    "Die Anmeldeseite funktioniert nicht mehr. Laden Sie die Seite neu, um es erneut zu versuchen.",
  "parcel.reload": "Neu laden",
  "authError.backToSignIn": "Zurück zur Anmeldung",
  "rapidOnboarding.signingIn": "Sie werden angemeldet…",
  "rapidOnboarding.returnHome": "Zur Startseite zurückkehren",
  "forgot.title": "Passwort vergessen",
  "forgot.instructions":
    "Geben Sie die geschäftliche E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Link, um ein neues Passwort festzulegen.",
  "forgot.submit": "Absenden",
  "forgot.submitting": "Wird gesendet…",
  "forgot.returnToSignIn": "Zurück zur Anmeldung",
  "sent.title": "Prüfen Sie Ihre E-Mails",
  "sent.body":
    "Wenn diese Adresse zu einem Mitglied des Arbeitsbereichs gehört, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Der Link funktioniert einmal und läuft nach kurzer Zeit ab.",
  "update.title": "Neues Passwort festlegen",
  "update.subtitle": "Wählen Sie ein neues Passwort mit mindestens {{min}} Zeichen.",
  "update.passwordLabel": "Neues Passwort",
  "update.confirmLabel": "Passwort bestätigen",
  "update.showPasswords": "Passwörter anzeigen",
  "update.submit": "Passwort speichern",
  "update.submitting": "Wird gespeichert…",
  "update.confirmRequired": "Geben Sie das Passwort erneut ein.",
  "update.checking": "Ihr Link wird geprüft…",
  "update.doneTitle": "Passwort geändert",
  "update.doneBody":
    "Ihr Passwort wurde geändert und alle Sitzungen Ihres Kontos wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.",
  "update.signIn": "Anmelden",
  "passkey.signIn": "Mit einem Passkey anmelden",
  "passkey.signingIn": "Warten auf Ihren Passkey…",
  "passkey.failed":
    "Die Anmeldung mit einem Passkey hat nicht funktioniert. Versuchen Sie es erneut oder nutzen Sie eine andere Anmeldemethode.",
  "passkey.cancelled": "Die Anmeldung mit einem Passkey wurde abgebrochen.",
  "signIn.forgotPassword": "Passwort vergessen?",
};
export default de;
