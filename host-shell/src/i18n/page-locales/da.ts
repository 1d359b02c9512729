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
};
export default messages;
