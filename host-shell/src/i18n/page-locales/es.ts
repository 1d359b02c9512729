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
  "devOverride.banner": "{{remote}} desde {{origin}} — desarrollo",
  "devOverride.clear": "Quitar",
  "devOverride.title": "Cargar un remoto desde un servidor de desarrollo",
  "devOverride.intro":
    "Solo este navegador carga el remoto desde su servidor de desarrollo; los demás mantienen la versión del espacio de trabajo. Termina a las 12 horas o cuando lo quite.",
  "devOverride.remote": "Remoto",
  "devOverride.origin": "Servidor de desarrollo",
  "devOverride.originHint":
    "Por ejemplo http://localhost:3005 (npm run dev -w mf-tools). Solo este equipo o los orígenes que permite el servidor.",
  "devOverride.turnOn": "Cargar",
  "devOverride.current": "Cargado ahora: {{remote}} desde {{origin}}",
  "devOverride.refused.role":
    "Solo los propietarios y administradores del espacio de trabajo pueden cargar un remoto desde un servidor de desarrollo.",
  "devOverride.refused.workspace_off":
    "Las anulaciones de desarrollador están desactivadas en este espacio de trabajo.",
  "devOverride.refused.instance_off": "Las anulaciones de desarrollador están desactivadas en este servidor.",
  "devOverride.error.invalid_origin": "Introduzca un origen como http://localhost:3005, sin ruta.",
  "devOverride.error.origin_not_allowed":
    "Solo este equipo (localhost) o los orígenes que permite el servidor pueden servir un remoto.",
  "devOverride.error.other": "No se pudo guardar la anulación. Inténtelo de nuevo.",
  "devOverride.close": "Cerrar",
};
export default messages;
