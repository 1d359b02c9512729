import type { ShellPageMessages } from "./en.ts";

/** Danish. */
const messages: ShellPageMessages = {
  "adminHost.title": "Vælg det arbejdsområde i {{product}}, du vil administrere",
  "adminHost.body":
    "Ejere og administratorer åbner administrationssiden fra deres arbejdsområde: Administrer konto i den øverste bjælke åbner den med arbejdsområdet valgt.",
  "adminHost.workspaces": "Gå til dit arbejdsområde",
  "adminHost.find": "Find dit arbejdsområde",
  "adminHost.refused":
    "Du er logget ind i {{workspace}} som {{email}}. Kun dets ejere og administratorer kan administrere det.",
  "navigationInfo.title": "Samtalen kunne ikke åbnes",
  "navigationInfo.snapshotUnavailable":
    "Dit arbejdsområde er klar, men den delte samtale kunne ikke kopieres ind i det: ejeren har fjernet den eller stoppet med at dele den.",
  "navigationInfo.unavailable": "Samtalen findes ikke, eller du har ikke adgang til den!",
  "navigationInfo.close": "Luk",
  "devOverride.banner": "{{remote}} fra {{origin}} — udvikling",
  "devOverride.clear": "Fjern",
  "devOverride.title": "Indlæs et remote fra en udviklingsserver",
  "devOverride.intro":
    "Kun denne browser indlæser remote fra din udviklingsserver; alle andre beholder arbejdsområdets version. Det ophører efter 12 timer, eller når du fjerner det.",
  "devOverride.remote": "Fjernmodul",
  "devOverride.origin": "Udviklingsserver",
  "devOverride.originHint":
    "For eksempel http://localhost:3005 (npm run dev -w mf-tools). Kun denne computer eller de origins, serveren tillader.",
  "devOverride.turnOn": "Indlæs",
  "devOverride.current": "Indlæst nu: {{remote}} fra {{origin}}",
  "devOverride.refused.role":
    "Kun ejere og administratorer af arbejdsområdet kan indlæse et remote fra en udviklingsserver.",
  "devOverride.refused.workspace_off": "Udviklertilsidesættelser er slået fra i dette arbejdsområde.",
  "devOverride.refused.instance_off": "Udviklertilsidesættelser er slået fra på denne server.",
  "devOverride.error.invalid_origin": "Angiv en origin som http://localhost:3005 uden sti.",
  "devOverride.error.origin_not_allowed":
    "Kun denne computer (localhost) eller de origins, serveren tillader, kan levere et remote.",
  "devOverride.error.other": "Tilsidesættelsen kunne ikke gemmes. Prøv igen.",
  "devOverride.close": "Luk",
};
export default messages;
