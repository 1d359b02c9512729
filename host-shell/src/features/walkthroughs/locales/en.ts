/**
 * Texts of the guided walkthroughs (i18next namespace `walkthroughs`), English source. Loaded only
 * when a walkthrough starts. Step keys: `<tour>.<step>.title` / `.body` (see tours.ts).
 */
export const walkthroughMessages = {
  "controls.next": "Next",
  "controls.back": "Back",
  "controls.done": "Done",
  "controls.close": "Close the walkthrough",
  "controls.progress": "Step {{current}} of {{total}}",
  "user-introduction.new-conversation.title": "Start a new conversation",
  "user-introduction.new-conversation.body":
    "Click here to open a fresh conversation whenever you want to begin a new topic.",
  "user-introduction.model-selection.title": "Choose an AI model",
  "user-introduction.model-selection.body":
    "Pick the model that answers you. Each one has its own strengths, speed and cost.",
  "user-introduction.chat-input.title": "Write your message",
  "user-introduction.chat-input.body":
    "Type your question or instructions here and press Enter to send them.",
  "user-introduction.tool-selection.title": "Select AI tools",
  "user-introduction.tool-selection.body":
    "Tools give the model extra abilities, such as searching, reading files or running tasks.",
  "user-introduction.teach-me-anything.title": "Choose the 'Teach me anything' tool",
  "user-introduction.teach-me-anything.body":
    "This tool turns any topic into a short, guided lesson. Select it in the tool list.",
  "user-introduction.execute-tool.title": "Run the tool",
  "user-introduction.execute-tool.body":
    "Send your message with the tool selected, and the model uses it to prepare its answer.",
  "user-introduction.help-hint.title": "Help is always here",
  "user-introduction.help-hint.body":
    "Open this menu to replay a walkthrough or to read the documentation in your language.",
  "helper-app.tools-panel.title": "Open the tools panel",
  "helper-app.tools-panel.body":
    "The tools panel holds the desktop helper app, which connects local tools to your conversations.",
  "helper-app.download-app.title": "Download the helper app",
  "helper-app.download-app.body": "Install the helper app on your computer from this link.",
  "helper-app.open-app.title": "Start the helper app",
  "helper-app.open-app.body": "Turn the helper app on here; its local tool servers then appear in the list.",
  "helper-app.documentation.title": "Read the documentation",
  "helper-app.documentation.body":
    "The Help menu links to the documentation, with step-by-step guides for the helper app.",
  "model-params.model-icon.title": "Open the model settings",
  "model-params.model-icon.body": "Click the model icon to see how the selected model is configured.",
  "model-params.overview.title": "Model settings at a glance",
  "model-params.overview.body": "This panel shows the settings the model uses in this conversation.",
  "model-params.parameters.title": "Adjust the parameters",
  "model-params.parameters.body": "Change values such as temperature or maximum length to shape the answers.",
  "model-params.reset-defaults.title": "Reset to defaults",
  "model-params.reset-defaults.body": "Bring every parameter back to the model's default value at once.",
  "model-params.reset-one.title": "Reset one value",
  "model-params.reset-one.body": "Use the reset button next to a parameter to restore only that value.",
} as const;

export type WalkthroughMessageKey = keyof typeof walkthroughMessages;
export type WalkthroughMessages = Record<WalkthroughMessageKey, string>;

const en: WalkthroughMessages = walkthroughMessages;
export default en;
