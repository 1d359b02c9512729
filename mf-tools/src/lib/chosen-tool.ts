import type { Tool } from "@parley/shared-contracts/api/tools";
import type { ParleyEvents } from "@parley/shared-contracts/events";

/**
 * The tool as the chat box takes it (`tool.chosen`): its variables in order, and whether the member
 * may view a part of it (the input panel's Edit, as the list's edit button).
 */
export function chosenToolOf(tool: Tool): ParleyEvents["tool.chosen"]["tool"] {
  return {
    id: tool.id,
    name: tool.name,
    variables: tool.variable_order.flatMap((name) => tool.variables[name] ?? []),
    editable: tool.prompt_permission !== "None" || tool.settings_permission !== "None",
  };
}
