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
};
export default messages;
