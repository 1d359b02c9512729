/**
 * `#name` as one left-to-right run (Unicode isolates), so an Arabic sentence or a right-to-left
 * picker shows `#general`, not `general#`.
 */
export function channelLabel(name: string): string {
  return `\u2066#${name}\u2069`;
}
