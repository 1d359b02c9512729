// Continuing a snapshot: the share page's dialog and the workspace's continue page.
export { ContinueDialog } from "./components/continue-dialog.tsx";
export { ContinueSnapshotPage } from "./components/continue-snapshot-page.tsx";
