import type { ShellPageMessages } from "./en.ts";

/** Spanish. */
const messages: ShellPageMessages = {
  "adminHost.title": "Elige el espacio de trabajo que quieres administrar en {{product}}",
  "adminHost.body":
    "Los propietarios y administradores abren el sitio de administración desde su espacio de trabajo: «Administrar cuenta» en la barra superior lo abre con ese espacio seleccionado.",
  "adminHost.workspaces": "Ir a tu espacio de trabajo",
  "adminHost.find": "Buscar tu espacio de trabajo",
  "adminHost.refused":
    "Has iniciado sesión en {{workspace}} como {{email}}. Solo sus propietarios y administradores pueden gestionarlo.",
  "navigationInfo.title": "No se pudo abrir la conversación",
  "navigationInfo.snapshotUnavailable":
    "Tu espacio de trabajo está listo, pero no se pudo copiar en él la conversación compartida: su propietario la eliminó o dejó de compartirla.",
  "navigationInfo.unavailable": "¡La conversación no existe o no tienes acceso a ella!",
  "navigationInfo.close": "Cerrar",
};
export default messages;
