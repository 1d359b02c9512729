import type { AuthMessages } from "./en.ts";

/** Danish. */
const da: AuthMessages = {
  "page.poweredBy": "Drevet af {{product}}",
  "page.loading": "Indlæser dit arbejdsområde…",
  "page.redirecting": "Du er allerede logget ind. Omdirigerer…",
  "page.retry": "Prøv igen",
  "signIn.subtitle": "Log ind for at fortsætte til {{product}}",
  "signIn.google": "Log ind med Google",
  "signIn.workEmail": "Log ind med arbejdsmail",
  "signIn.or": "eller",
  "signIn.noMethods":
    "Der er ikke aktiveret nogen loginmetode for dette arbejdsområde. Kontakt din administrator.",
  "signIn.emailLabel": "Arbejdsmail",
  "signIn.emailPlaceholder": "navn@virksomhed.dk",
  "signIn.passwordLabel": "Adgangskode",
  "signIn.showPassword": "Vis adgangskode",
  "signIn.submit": "Log ind",
  "signIn.submitting": "Logger ind…",
  "validation.emailRequired": "Angiv din arbejdsmailadresse.",
  "validation.emailInvalid": "Angiv en gyldig e-mailadresse, f.eks. navn@virksomhed.dk.",
  "validation.passwordRequired": "Angiv din adgangskode.",
  "validation.passwordTooShort": "Adgangskoden skal være på mindst {{min}} tegn.",
  "subdomain.title": "Find dit arbejdsområde",
  "subdomain.description": "Angiv adressen på dit arbejdsområde for at logge ind på {{product}}.",
  "subdomain.label": "Arbejdsområdets adresse",
  "subdomain.placeholder": "din-virksomhed",
  "subdomain.required": "Angiv adressen på dit arbejdsområde.",
  "subdomain.invalid":
    "Brug 2 til 63 små bogstaver, tal eller bindestreger, og start og slut med et bogstav eller et tal.",
  "subdomain.submit": "Fortsæt",
  "subdomain.checking": "Kontrollerer…",
  "parcel.crashed": "Loginsiden holdt op med at virke. Genindlæs siden for at prøve igen.",
  "parcel.reload": "Genindlæs",
};
export default da;
