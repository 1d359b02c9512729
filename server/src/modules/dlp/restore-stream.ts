// Puts the originals back into a reply as it streams: a placeholder such as [EMAIL_1] may arrive
// split across chunks, so a trailing "[…" that could still become one is held back.
import { restore } from "./detector.ts";

const LONGEST_PLACEHOLDER = 16;

export function createStreamRestorer(originals: ReadonlyMap<string, string>) {
  let pending = "";
  return {
    /** The text safe to show now, originals restored. */
    push(chunk: string): string {
      const text = pending + chunk;
      const open = text.lastIndexOf("[");
      const tail = open === -1 ? "" : text.slice(open);
      const mayGrow =
        tail !== "" &&
        !tail.includes("]") &&
        tail.length < LONGEST_PLACEHOLDER &&
        /^\[[A-Z_0-9]*$/.test(tail);
      pending = mayGrow ? tail : "";
      return restore(mayGrow ? text.slice(0, open) : text, originals);
    },
    /** Whatever was held back, at the end of the reply. */
    flush(): string {
      const rest = restore(pending, originals);
      pending = "";
      return rest;
    },
  };
}
