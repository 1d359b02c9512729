import type { ShareMessages } from "./en.ts";

/** Spanish. */
const messages: ShareMessages = {
  "action.close": "Cerrar",
  "parcel.crashed": "Esta parte de la página dejó de funcionar.",
  "parcel.reload": "Recargar la página",
  "view.title": "Opciones de vista",
  "view.markdown": "Vista Markdown",
  "view.latex": "Vista LaTeX",
  "view.latexHint": "La vista LaTeX necesita la vista Markdown.",
  "continue.title": "Continuar esta conversación",
  "continue.intro":
    "Continúala como una conversación nueva en tu espacio de trabajo o regístrate con tu correo de trabajo.",
  "continue.email": "Correo de trabajo",
  "continue.or": "o",
  "continue.subdomain": "Espacio de trabajo",
  "continue.subdomainHint": "El nombre antes del dominio, p. ej. acme",
  "continue.submit": "Continuar",
  "continue.checking": "Realizando una comprobación de seguridad rápida…",
  "continue.invalidEmail": "Correo no válido",
  "continue.workspaceNotFound": "No encontramos tu espacio de trabajo. Vuelve a intentarlo.",
  "continue.workspaceNotReady": "Tu subdominio aún no está listo. Vuelve a intentarlo más tarde.",
  "continue.emailExists": "Ya existe un usuario con este correo.",
  "continue.removed": "Su propietario ha eliminado esta instantánea.",
  "continue.failed": "Algo salió mal. Vuelve a intentarlo más tarde.",
  "continue.limited":
    "Puedes continuar como máximo {{max}} instantáneas cada {{window}} min. Vuelve a intentarlo dentro de {{minutes}} min.",
  "continuePage.working": "Continuando la conversación…",
};

export default messages;
