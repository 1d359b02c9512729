// The snapshot page's view-mode dialog.
export { ViewModeDialog } from "./components/view-mode-dialog.tsx";
