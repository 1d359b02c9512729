import type { ShareMessages } from "./en.ts";

/** Danish. */
const messages: ShareMessages = {
  "action.close": "Luk",
  "parcel.crashed": "Denne del af siden holdt op med at virke.",
  "parcel.reload": "Genindlæs siden",
  "view.title": "Visningsindstillinger",
  "view.markdown": "Markdown-visning",
  "view.latex": "LaTeX-visning",
  "view.latexHint": "LaTeX-visning kræver Markdown-visning.",
  "continue.title": "Fortsæt denne samtale",
  "continue.intro":
    "Fortsæt den som en ny samtale i dit arbejdsområde, eller tilmeld dig med din arbejdsmail.",
  "continue.email": "Arbejdsmail",
  "continue.or": "eller",
  "continue.subdomain": "Arbejdsområde",
  "continue.subdomainHint": "Navnet før domænet, f.eks. acme",
  "continue.submit": "Fortsæt",
  "continue.checking": "Kører et hurtigt sikkerhedstjek…",
  "continue.invalidEmail": "Ugyldig e-mail",
  "continue.workspaceNotFound": "Vi kan ikke finde dit arbejdsområde. Prøv igen.",
  "continue.workspaceNotReady": "Dit underdomæne er ikke klar endnu. Prøv igen senere.",
  "continue.emailExists": "Der findes allerede en bruger med denne e-mail.",
  "continue.removed": "Dette øjebliksbillede er fjernet af ejeren.",
  "continue.failed": "Noget gik galt. Prøv igen senere.",
  "continue.limited":
    "Du kan højst fortsætte {{max}} øjebliksbilleder pr. {{window}} min. Prøv igen om {{minutes}} min.",
  "continuePage.working": "Fortsætter samtalen…",
};

export default messages;
