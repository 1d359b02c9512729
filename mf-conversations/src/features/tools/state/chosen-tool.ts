import { create } from "zustand";
import type { ToolVariable } from "@parley/shared-contracts/api/tools";

export interface ChosenTool {
  id: number;
  name: string;
  variables: ToolVariable[];
  /** The member may view a part of the tool: its input panel offers Edit. */
  editable?: boolean;
}

export type ToolValues = Record<string, string | string[]>;

/** Each variable's starting value: its default (a multi-select's as a list). */
export function defaultValues(variables: readonly ToolVariable[]): ToolValues {
  return Object.fromEntries(
    variables.map((variable) => [
      variable.name,
      variable.type === "multi-select"
        ? variable.default
            .split(",")
            .map((value) => value.trim())
            .filter(Boolean)
        : variable.default,
    ]),
  );
}

/**
 * The tool chosen for the next messages and the values typed for it (the chat box and its input
 * panel share this; it stays chosen until closed).
 */
export const useChosenTool = create<{
  tool: ChosenTool | null;
  values: ToolValues;
  collapsed: boolean;
  choose: (tool: ChosenTool) => void;
  setValue: (name: string, value: string | string[]) => void;
  toggle: () => void;
  clear: () => void;
}>((set) => ({
  tool: null,
  values: {},
  collapsed: false,
  choose: (tool) => set({ tool, values: defaultValues(tool.variables), collapsed: false }),
  setValue: (name, value) => set((state) => ({ values: { ...state.values, [name]: value } })),
  toggle: () => set((state) => ({ collapsed: !state.collapsed })),
  clear: () => set({ tool: null, values: {}, collapsed: false }),
}));
