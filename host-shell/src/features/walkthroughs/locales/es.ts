import type { WalkthroughMessages } from "./en.ts";

/** Spanish. */
const es: WalkthroughMessages = {
  "controls.next": "Siguiente",
  "controls.back": "Atrás",
  "controls.done": "Listo",
  "controls.close": "Cerrar el recorrido",
  "controls.progress": "Paso {{current}} de {{total}}",
  "user-introduction.new-conversation.title": "Inicia una conversación nueva",
  "user-introduction.new-conversation.body":
    "Haz clic aquí para abrir una conversación nueva cuando quieras empezar un tema distinto.",
  "user-introduction.model-selection.title": "Elige un modelo de IA",
  "user-introduction.model-selection.body":
    "Elige el modelo que te responde. Cada uno tiene sus puntos fuertes, su velocidad y su coste.",
  "user-introduction.chat-input.title": "Escribe tu mensaje",
  "user-introduction.chat-input.body":
    "Escribe aquí tu pregunta o tus instrucciones y pulsa Intro para enviarlas.",
  "user-introduction.tool-selection.title": "Selecciona herramientas de IA",
  "user-introduction.tool-selection.body":
    "Las herramientas dan al modelo capacidades adicionales, como buscar, leer archivos o ejecutar tareas.",
  "user-introduction.teach-me-anything.title": "Elige la herramienta «Enséñame cualquier cosa»",
  "user-introduction.teach-me-anything.body":
    "Esta herramienta convierte cualquier tema en una lección breve y guiada. Selecciónala en la lista de herramientas.",
  "user-introduction.execute-tool.title": "Ejecuta la herramienta",
  "user-introduction.execute-tool.body":
    "Envía tu mensaje con la herramienta seleccionada y el modelo la usará para preparar su respuesta.",
  "user-introduction.help-hint.title": "La ayuda siempre está aquí",
  "user-introduction.help-hint.body":
    "Abre este menú para repetir un recorrido o leer la documentación en tu idioma.",
  "helper-app.tools-panel.title": "Abre el panel de herramientas",
  "helper-app.tools-panel.body":
    "El panel de herramientas incluye la aplicación auxiliar de escritorio, que conecta herramientas locales con tus conversaciones.",
  "helper-app.download-app.title": "Descarga la aplicación auxiliar",
  "helper-app.download-app.body": "Instala la aplicación auxiliar en tu ordenador desde este enlace.",
  "helper-app.open-app.title": "Inicia la aplicación auxiliar",
  "helper-app.open-app.body":
    "Activa aquí la aplicación auxiliar; sus servidores de herramientas locales aparecerán en la lista.",
  "helper-app.documentation.title": "Lee la documentación",
  "helper-app.documentation.body":
    "El menú Ayuda enlaza con la documentación, con guías paso a paso para la aplicación auxiliar.",
  "model-params.model-icon.title": "Abre la configuración del modelo",
  "model-params.model-icon.body":
    "Haz clic en el icono del modelo para ver cómo está configurado el modelo seleccionado.",
  "model-params.overview.title": "La configuración del modelo de un vistazo",
  "model-params.overview.body": "Este panel muestra los ajustes que usa el modelo en esta conversación.",
  "model-params.parameters.title": "Ajusta los parámetros",
  "model-params.parameters.body":
    "Cambia valores como la temperatura o la longitud máxima para orientar las respuestas.",
  "model-params.reset-defaults.title": "Restablecer valores predeterminados",
  "model-params.reset-defaults.body":
    "Devuelve todos los parámetros a los valores predeterminados del modelo de una vez.",
  "model-params.reset-one.title": "Restablecer un solo valor",
  "model-params.reset-one.body":
    "Usa el botón de restablecer junto a un parámetro para recuperar solo ese valor.",
};
export default es;
