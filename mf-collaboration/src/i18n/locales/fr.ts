import type { CollaborationMessages } from "./en.ts";

/** French. */
const messages: CollaborationMessages = {
  "action.cancel": "Annuler",
  "action.close": "Fermer",
  "action.retry": "Réessayer",
  "controls.open": "Collaborer et partager",
  "controls.sendFirst":
    "Envoyez le premier message pour créer cette conversation, puis invitez vos collègues à y travailler avec vous.",
  "participants.label": "Participants",
  "participants.more": "{{count}} autres participants : {{names}}",
  "dialog.title": "Collaborer et partager",
  "dialog.collaboration": "Collaboration",
  "dialog.off":
    "Invitez des collègues de votre espace de travail à travailler avec vous dans cette conversation. Toute personne de l'espace de travail disposant du lien peut la rejoindre.",
  "dialog.enable": "Démarrer la collaboration",
  "dialog.on":
    "La collaboration est activée. Partagez ce lien avec des collègues de votre espace de travail :",
  "dialog.link": "Lien de collaboration",
  "dialog.copy": "Copier le lien",
  "dialog.copied": "Copié !",
  "dialog.copyFailed": "Impossible de copier le lien. Sélectionnez-le et copiez-le vous-même.",
  "dialog.disable": "Arrêter la collaboration",
  "dialog.disableTitle": "Arrêter la collaboration ?",
  "dialog.disableConfirm":
    "Tous les collaborateurs perdent immédiatement l'accès à cette conversation et le lien cesse de fonctionner.",
  "dialog.collaborator": "Vous collaborez à cette conversation avec {{owner}}.",
  "dialog.leave": "Quitter la conversation",
  "dialog.leaveTitle": "Quitter cette conversation ?",
  "dialog.leaveConfirm":
    "La conversation disparaît de votre liste. Vous pourrez la rejoindre plus tard grâce à son lien.",
  "dialog.csa": "Cette conversation ne peut pas être quittée.",
  "dialog.notOwner": "Seul le propriétaire peut démarrer la collaboration sur cette conversation.",
  "error.stop": "Échec de l'arrêt de la collaboration :",
  "error.start": "Échec du démarrage de la collaboration :",
  "error.leave": "Impossible de quitter la conversation :",
  "revoked.title": "Collaboration terminée",
  "revoked.message":
    "Le propriétaire a arrêté la collaboration sur cette conversation. Vous n'y avez plus accès.",
  "revoked.ok": "Démarrer une nouvelle conversation",
  "page.title": "Mes collaborations",
  "tabs.label": "Listes de collaborations",
  "tabs.active": "Mes collaborations actives",
  "tabs.shared": "Partagé avec moi",
  "tabs.public": "Instantanés partagés publiquement",
  "search.label": "Rechercher par nom",
  "search.placeholder": "Rechercher par nom",
  "column.name": "Nom",
  "column.startedOn": "Démarrée le",
  "column.owner": "Propriétaire",
  "column.link": "Lien d'accès",
  "column.conversation": "Conversation",
  "column.created": "Créé le",
  "column.views": "Vues",
  "column.continued": "Poursuivies",
  "column.cloned": "Clonés",
  "sort.by": "Trier par {{column}}",
  "empty.active":
    "Vous n'avez encore démarré aucune collaboration. Ouvrez l'une de vos conversations et démarrez la collaboration depuis son en-tête.",
  "empty.shared":
    "Rien n'est encore partagé avec vous. Ouvrez le lien de collaboration d'un collègue pour rejoindre une conversation.",
  "empty.public": "Aucun instantané n'est encore partagé publiquement.",
  "empty.search": "Aucun résultat ne correspond à votre recherche.",
  "list.loading": "Chargement…",
  "list.failed": "Un problème est survenu lors du chargement de la liste. Réessayez.",
  "pager.label": "Pages",
  "pager.pageSize": "Lignes par page",
  "pager.range": "{{from}}–{{to}} sur {{count}}",
  "pager.previous": "Page précédente",
  "pager.next": "Page suivante",
  "link.copy": "Copier le lien de {{name}}",
  "parcel.crashed": "Cette partie de la page a cessé de fonctionner.",
  "parcel.reload": "Recharger la page",
};

export default messages;
