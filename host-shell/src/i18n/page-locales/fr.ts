import type { ShellPageMessages } from "./en.ts";

/** French. */
const messages: ShellPageMessages = {
  "adminHost.title": "Choisissez l’espace de travail à gérer dans {{product}}",
  "adminHost.body":
    "Les propriétaires et les administrateurs ouvrent le site d’administration depuis leur espace de travail : « Gérer le compte » dans la barre du haut l’ouvre avec cet espace sélectionné.",
  "adminHost.workspaces": "Aller à votre espace de travail",
  "adminHost.find": "Trouver votre espace de travail",
  "adminHost.refused":
    "Vous êtes connecté à {{workspace}} en tant que {{email}}. Seuls ses propriétaires et administrateurs peuvent le gérer.",
  "navigationInfo.title": "La conversation n’a pas pu être ouverte",
  "navigationInfo.snapshotUnavailable":
    "Votre espace de travail est prêt, mais la conversation partagée n’a pas pu y être copiée : son propriétaire l’a supprimée ou ne la partage plus.",
  "navigationInfo.unavailable": "Cette conversation n'existe pas ou vous n'y avez pas accès !",
  "navigationInfo.close": "Fermer",
  "devOverride.banner": "{{remote}} depuis {{origin}} — développement",
  "devOverride.clear": "Retirer",
  "devOverride.title": "Charger un remote depuis un serveur de développement",
  "devOverride.intro":
    "Seul ce navigateur charge le remote depuis votre serveur de développement ; les autres gardent la version de l'espace de travail. Cela prend fin après 12 heures, ou quand vous le retirez.",
  "devOverride.remote": "Module distant",
  "devOverride.origin": "Serveur de développement",
  "devOverride.originHint":
    "Par exemple http://localhost:3005 (npm run dev -w mf-tools). Uniquement cet ordinateur ou les origines autorisées par le serveur.",
  "devOverride.turnOn": "Charger",
  "devOverride.current": "Chargé actuellement : {{remote}} depuis {{origin}}",
  "devOverride.refused.role":
    "Seuls les propriétaires et administrateurs de l'espace de travail peuvent charger un remote depuis un serveur de développement.",
  "devOverride.refused.workspace_off":
    "Les surcharges développeur sont désactivées dans cet espace de travail.",
  "devOverride.refused.instance_off": "Les surcharges développeur sont désactivées sur ce serveur.",
  "devOverride.error.invalid_origin": "Saisissez une origine comme http://localhost:3005, sans chemin.",
  "devOverride.error.origin_not_allowed":
    "Seul cet ordinateur (localhost) ou les origines autorisées par le serveur peuvent servir un remote.",
  "devOverride.error.other": "La surcharge n'a pas pu être enregistrée. Réessayez.",
  "devOverride.close": "Fermer",
};
export default messages;
