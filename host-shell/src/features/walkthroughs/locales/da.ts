import type { WalkthroughMessages } from "./en.ts";

/** Danish. */
const da: WalkthroughMessages = {
  "controls.next": "Næste",
  "controls.back": "Tilbage",
  "controls.done": "Færdig",
  "controls.close": "Luk rundvisningen",
  "controls.progress": "Trin {{current}} af {{total}}",
  "user-introduction.new-conversation.title": "Start en ny samtale",
  "user-introduction.new-conversation.body":
    "Klik her for at åbne en ny samtale, når du vil tage hul på et nyt emne.",
  "user-introduction.model-selection.title": "Vælg en AI-model",
  "user-introduction.model-selection.body":
    "Vælg den model, der svarer dig. Hver model har sine egne styrker, sin hastighed og sin pris.",
  "user-introduction.chat-input.title": "Skriv din besked",
  "user-introduction.chat-input.body":
    "Skriv dit spørgsmål eller dine instruktioner her, og tryk på Enter for at sende dem.",
  "user-introduction.tool-selection.title": "Vælg AI-værktøjer",
  "user-introduction.tool-selection.body":
    "Værktøjer giver modellen ekstra evner, f.eks. at søge, læse filer eller udføre opgaver.",
  "user-introduction.teach-me-anything.title": "Vælg værktøjet 'Lær mig hvad som helst'",
  "user-introduction.teach-me-anything.body":
    "Værktøjet gør ethvert emne til en kort, guidet lektion. Vælg det på værktøjslisten.",
  "user-introduction.execute-tool.title": "Kør værktøjet",
  "user-introduction.execute-tool.body":
    "Send din besked med værktøjet valgt, så bruger modellen det til at forberede sit svar.",
  "user-introduction.help-hint.title": "Hjælpen er altid her",
  "user-introduction.help-hint.body":
    "Åbn denne menu for at gense en rundvisning eller læse dokumentationen på dit sprog.",
  "helper-app.tools-panel.title": "Åbn værktøjspanelet",
  "helper-app.tools-panel.body":
    "Værktøjspanelet rummer skrivebordshjælpeappen, som forbinder lokale værktøjer med dine samtaler.",
  "helper-app.download-app.title": "Download hjælpeappen",
  "helper-app.download-app.body": "Installer hjælpeappen på din computer via dette link.",
  "helper-app.open-app.title": "Start hjælpeappen",
  "helper-app.open-app.body":
    "Slå hjælpeappen til her; dens lokale værktøjsservere vises derefter på listen.",
  "helper-app.documentation.title": "Læs dokumentationen",
  "helper-app.documentation.body":
    "Hjælp-menuen linker til dokumentationen med trinvise vejledninger til hjælpeappen.",
  "model-params.model-icon.title": "Åbn modelindstillingerne",
  "model-params.model-icon.body": "Klik på modelikonet for at se, hvordan den valgte model er sat op.",
  "model-params.overview.title": "Modelindstillinger i overblik",
  "model-params.overview.body": "Dette panel viser de indstillinger, modellen bruger i denne samtale.",
  "model-params.parameters.title": "Juster parametrene",
  "model-params.parameters.body": "Skift værdier som temperatur eller maksimal længde for at forme svarene.",
  "model-params.reset-defaults.title": "Nulstil til standard",
  "model-params.reset-defaults.body": "Sæt alle parametre tilbage til modellens standardværdi på én gang.",
  "model-params.reset-one.title": "Nulstil én værdi",
  "model-params.reset-one.body": "Brug nulstillingsknappen ved en parameter for kun at gendanne den værdi.",
};
export default da;
