import type { WalkthroughMessages } from "./en.ts";

/** French. */
const fr: WalkthroughMessages = {
  "controls.next": "Suivant",
  "controls.back": "Retour",
  "controls.done": "Terminé",
  "controls.close": "Fermer la visite guidée",
  "controls.progress": "Étape {{current}} sur {{total}}",
  "user-introduction.new-conversation.title": "Démarrer une nouvelle conversation",
  "user-introduction.new-conversation.body":
    "Cliquez ici pour ouvrir une nouvelle conversation chaque fois que vous abordez un nouveau sujet.",
  "user-introduction.model-selection.title": "Choisir un modèle d’IA",
  "user-introduction.model-selection.body":
    "Choisissez le modèle qui vous répond. Chacun a ses points forts, sa vitesse et son coût.",
  "user-introduction.chat-input.title": "Écrire votre message",
  "user-introduction.chat-input.body":
    "Saisissez ici votre question ou vos instructions, puis appuyez sur Entrée pour les envoyer.",
  "user-introduction.tool-selection.title": "Sélectionner des outils d’IA",
  "user-introduction.tool-selection.body":
    "Les outils donnent au modèle des capacités supplémentaires : rechercher, lire des fichiers ou exécuter des tâches.",
  "user-introduction.teach-me-anything.title": "Choisir l’outil « Apprends-moi tout »",
  "user-introduction.teach-me-anything.body":
    "Cet outil transforme n’importe quel sujet en une courte leçon guidée. Sélectionnez-le dans la liste des outils.",
  "user-introduction.execute-tool.title": "Exécuter l’outil",
  "user-introduction.execute-tool.body":
    "Envoyez votre message avec l’outil sélectionné : le modèle s’en sert pour préparer sa réponse.",
  "user-introduction.help-hint.title": "L’aide est toujours là",
  "user-introduction.help-hint.body":
    "Ouvrez ce menu pour revoir une visite guidée ou lire la documentation dans votre langue.",
  "helper-app.tools-panel.title": "Ouvrir le panneau des outils",
  "helper-app.tools-panel.body":
    "Le panneau des outils contient l’application d’assistance de bureau, qui relie des outils locaux à vos conversations.",
  "helper-app.download-app.title": "Télécharger l’application d’assistance",
  "helper-app.download-app.body":
    "Installez l’application d’assistance sur votre ordinateur à partir de ce lien.",
  "helper-app.open-app.title": "Démarrer l’application d’assistance",
  "helper-app.open-app.body":
    "Activez ici l’application d’assistance ; ses serveurs d’outils locaux apparaissent alors dans la liste.",
  "helper-app.documentation.title": "Lire la documentation",
  "helper-app.documentation.body":
    "Le menu Aide mène à la documentation, avec des guides pas à pas pour l’application d’assistance.",
  "model-params.model-icon.title": "Ouvrir les paramètres du modèle",
  "model-params.model-icon.body":
    "Cliquez sur l’icône du modèle pour voir comment le modèle sélectionné est configuré.",
  "model-params.overview.title": "Les paramètres du modèle en un coup d’œil",
  "model-params.overview.body":
    "Ce panneau montre les réglages que le modèle utilise dans cette conversation.",
  "model-params.parameters.title": "Ajuster les paramètres",
  "model-params.parameters.body":
    "Modifiez des valeurs comme la température ou la longueur maximale pour orienter les réponses.",
  "model-params.reset-defaults.title": "Rétablir les valeurs par défaut",
  "model-params.reset-defaults.body": "Ramenez d’un coup chaque paramètre à la valeur par défaut du modèle.",
  "model-params.reset-one.title": "Rétablir une seule valeur",
  "model-params.reset-one.body":
    "Utilisez le bouton de réinitialisation à côté d’un paramètre pour ne rétablir que cette valeur.",
};
export default fr;
