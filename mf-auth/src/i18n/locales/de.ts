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
};
export default de;
