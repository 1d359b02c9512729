import type { Catalogue } from "../messages.ts";

/** Danish. */
const da: Catalogue = {
  "error.server": "Der opstod en serverfejl. Prøv igen senere.",
  "error.generic": "Der opstod en fejl. Prøv igen senere.",
  "error.other": "Noget gik galt.",
  "error.tryLater": "Noget gik galt. Prøv igen senere.",
  "signIn.error.subscription_issue":
    "Der er et problem med din virksomheds abonnement. Kontakt din virksomheds kontoadministrator for at få hjælp.",
  "signIn.error.uninvited":
    "Du har ikke adgang til dette arbejdsområde. Kontrollér, at du har valgt det rigtige arbejdsområde, eller kontakt din administrator for at få hjælp.",
  "signIn.error.default": "Noget gik galt. Du kunne ikke logges ind. Prøv igen senere.",
  "signIn.error.invalid_token":
    "Dette link er udløbet eller ugyldigt. Anmod om en ny invitation eller en ny nulstilling af adgangskoden.",
  "signIn.error.password_disabled":
    "Login med adgangskode er i øjeblikket deaktiveret for denne konto. Brug en anden loginmetode, eller kontakt din administrator for at aktivere godkendelse med adgangskode.",
  "signIn.error.google_disabled":
    "Login med Google er i øjeblikket deaktiveret for denne konto. Brug en anden loginmetode, eller kontakt din administrator for at aktivere godkendelse med Google.",
  "signIn.error.invalid_credentials": "E-mailadressen eller adgangskoden er forkert.",
  "signIn.error.rate_limited": "For mange loginforsøg. Vent et øjeblik, og prøv igen.",
  "signIn.error.captcha_failed": "Sikkerhedskontrollen mislykkedes. Prøv igen.",
  "rapidOnboarding.invalid": "Ugyldigt eller udløbet token.",
  "workspace.infoFailed": "Det var ikke muligt at hente oplysninger om din {{product}}-applikation.",
  "workspace.notFound": "Vi kan ikke finde dit arbejdsområde. Prøv igen.",
  "workspace.notReady": "Dit underdomæne er ikke klar endnu. Prøv igen senere.",
  "notFound.title": "Ups! Siden blev ikke fundet",
  "notFound.backHome": "Tilbage til forsiden",
  "share.continue": "Fortsæt denne samtale",
  "share.viewSettings": "Visningsindstillinger",
  "share.created": "Oprettet {{date}}",
  "share.assistant": "Assistent",
  "share.participant": "Deltager",
  "share.attachments": "Vedhæftede filer",
  "share.pageLabel": "Delt samtale",
  "rename.empty": "Navnet må ikke være tomt",
  "manage.refused": "Du har ikke tilladelse til at administrere!",
  "workspace.signInUnconfigured":
    "Log ind med Google er ikke sat op på denne server (ingen OpenID Connect-klient), så det kan ikke tilbydes. Behold log ind med adgangskode, eller bed dem, der driver {{product}}, om at sætte det op.",
  "snapshot.emailExists": "Der findes allerede en bruger med denne e-mailadresse.",
  "snapshot.removed": "Dette øjebliksbillede er blevet fjernet af ejeren.",
  "snapshot.invalidEmail": "Ugyldig e-mailadresse",
  "signup.disabled":
    "Selvbetjent tilmelding er slået fra på denne server. Bed din administrator om en invitation.",
  "signup.rateLimited": "For mange tilmeldingsforsøg. Vent et øjeblik, og prøv igen.",
  "signup.invalidLink": "Dette tilmeldingslink er udløbet eller allerede brugt.",
  "signup.mailFailed": "Vi kunne ikke sende e-mailen. Prøv igen senere.",
  "profile.updated": "Profilen er opdateret.",
  "profile.updateFailed": "Profilen kunne ikke opdateres",
  "profile.unexpected": "Der opstod en uventet fejl",
  "passkeys.fetchFailed": "Adgangsnøglerne kunne ikke hentes.",
  "integrations.fetchFailed": "Fejl under hentning af integrationer.",
  "helper.didNotStart": "Hjælpeappen startede ikke korrekt",
  "helper.timeout": "Statuskontrollen af hjælpeappen fik timeout",
  "helper.launchFailed": "Hjælpeappen kunne ikke startes",
  "helper.shutdownFailed": "Hjælpeappen kunne ikke lukkes",
  "audio.playback": "Fejl under afspilning af lyd.",
  "audio.processing": "Fejl under behandling af lyddata.",
  "thrown.loadFailed": "Indlæsningen mislykkedes",
  "thrown.invalidToken": "Ugyldigt token",
  "thrown.refreshFailed": "Tokenet kunne ikke fornyes",
  "thrown.subdomainFailed": "Oplysninger om underdomænet kunne ikke hentes",
  "thrown.workspaceSuspended":
    "Dette arbejdsområde er suspenderet. Kontakt din virksomheds kontoadministrator.",
  "remote.failed": "Denne del af {{product}} kunne ikke indlæses.",
  "remote.incompatible":
    "Denne del af {{product}} kræver en nyere skal (kontrakt {{needed}}, skal {{current}}).",
  "remote.retry": "Prøv igen",
  "password.required": "Angiv en adgangskode.",
  "password.tooShort": "Denne adgangskode er for kort. Den skal indeholde mindst {{min}} tegn.",
  "password.tooLong": "Denne adgangskode er for lang. Den må højst indeholde {{max}} tegn.",
  "password.tooCommon": "Denne adgangskode er for almindelig. Vælg en, der er sværere at gætte.",
  "password.mismatch": "De to adgangskoder er ikke ens.",
  "password.constraints": "Adgangskoden skal opfylde følgende krav:",
  "password.rateLimited": "For mange forsøg på at nulstille adgangskoden. Vent et øjeblik, og prøv igen.",
};
export default da;
