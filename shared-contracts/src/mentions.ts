// '@Name' mentions in a message, matched against the conversation's participants (the mention UI
// of the chat box inserts the participant's name after '@'). The longest name wins, so '@Ada Lovelace'
// mentions "Ada Lovelace", not a participant called "Ada".

export interface Mentionable {
  id: number;
  name: string;
}

/** Letters, digits and marks continue a name: '@Adam' does not mention "Ada". */
const NAME_CHARACTER = /[\p{L}\p{N}\p{M}_]/u;

/** The participants a text mentions (ids, each once). */
export function findMentions(text: string, participants: readonly Mentionable[]): number[] {
  const byLength = participants
    .filter((p) => p.name.trim() !== "")
    .map((p) => ({ id: p.id, name: p.name.trim().toLocaleLowerCase() }))
    .sort((a, b) => b.name.length - a.name.length);
  const lower = text.toLocaleLowerCase();
  const found = new Set<number>();
  for (let at = lower.indexOf("@"); at !== -1; at = lower.indexOf("@", at + 1)) {
    // An e-mail address (name@host) is not a mention.
    if (at > 0 && NAME_CHARACTER.test(lower[at - 1] ?? "")) continue;
    const rest = lower.slice(at + 1);
    const match = byLength.find(
      (p) => rest.startsWith(p.name) && !NAME_CHARACTER.test(rest.charAt(p.name.length)),
    );
    if (match) found.add(match.id);
  }
  return [...found];
}
