// A tool's prompt with its variables filled in. One pass over the template: a value that itself
// contains `{{other}}` is inserted as it is, never expanded again, so a user's input cannot pull in
// another variable (or grow the prompt by nesting).
import type { ToolVariable } from "@parley/shared-contracts/api/tools";

const PLACEHOLDER = /\{\{\s*([\p{L}\p{N}_-]{1,64})\s*\}\}/gu;

/** Each variable's value: the given one, else its default. Unknown placeholders stay as typed. */
export function renderPrompt(
  template: string,
  variables: readonly ToolVariable[],
  values: Readonly<Record<string, string | readonly string[]>>,
): string {
  const known = new Map(variables.map((variable) => [variable.name, variable]));
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const variable = known.get(name);
    if (variable === undefined) return whole;
    const given = Object.hasOwn(values, name) ? values[name] : undefined;
    if (given === undefined) return variable.default;
    return typeof given === "string" ? given : given.join(", ");
  });
}
