// The kit's shell context (one implementation; each remote bundles its own copy of the kit).
export { ShellProvider, useShell } from "@parley/ui-kit/shell/shell-context.tsx";
