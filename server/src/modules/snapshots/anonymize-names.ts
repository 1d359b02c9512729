// Anonymized snapshots hide the participants' names and e-mail addresses, never the words their names
// are made of: "Every member of the team" by Mia Member stays, and so does "Will you…" beside a Will.
// What is replaced (docs/security.md, "Anonymized snapshots hide names, not words"):
// - a participant's e-mail address, in any case, as a whole address;
// - a mention: '@' and the full name or any one part of it, in any case (the chat box's mentions);
// - the full name, or the first and last names side by side in either order ("Member, Mia"), as
//   written in the name, capitalised or (two parts or more) in capitals, on whole-word boundaries.
//   A first or last name alone is never replaced, and a name written all in lower-case letters
//   ("may", "will long") is not matched in lower case, so it cannot hit the common words;
// - scripts written without spaces between words (Chinese, Japanese, Korean, Thai…) have no word
//   boundaries: there only the full name counts, with its parts written together or apart and no
//   boundary asked on the side that is in such a script;
// - file names: the same, with "_", "-" and "." also separating the parts, and a name of two parts
//   or more in any case too ("mia-member-cv.pdf": file names are often lower case).
// Each word of the text is looked up in a table of the names' first words and only those names are
// tried there (names in unspaced scripts: one small alternation): linear in the text, whatever the
// number of participants.

export interface NamedPerson {
  name: string;
  /** "" when unknown (a sender who left). */
  email: string;
  /** What replaces the person: "Participant 2". */
  label: string;
}

export interface NameHider {
  /** A message or title with the participants' names and e-mails replaced by their labels. */
  text(text: string): string;
  /** A file name, by the same rule, with "_", "-" and "." also between the name parts. */
  fileName(fileName: string): string;
}

/** Letters, digits and combining marks continue a word. */
const WORD_CHARACTER = "[\\p{L}\\p{N}\\p{M}]";
const WORD_START = `(?<!${WORD_CHARACTER})`;
const WORD_END = `(?!${WORD_CHARACTER})`;
/** Before a mention's '@': not a word (nor '_'), so an e-mail address is not a mention. */
const MENTION_START = "(?<![\\p{L}\\p{N}\\p{M}_])@";
const EMAIL_START = "(?<![\\p{L}\\p{N}\\p{M}._%+\\-])";
/** After an e-mail: not more of an address (a following ".org" would make it another domain). */
const EMAIL_END = "(?![\\p{L}\\p{N}\\p{M}_\\-]|\\.[\\p{L}\\p{N}])";
/** In a file name a dot ends the address ("mia@acme.test.pdf"). */
const FILE_EMAIL_END = "(?![\\p{L}\\p{N}\\p{M}_\\-])";
/** Scripts written without spaces between words: no word boundaries there. */
const UNSPACED =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
/** A name part that is also how a common word is written ("may", "van"). */
const PLAIN_LOWER = /^\p{Ll}+$/u;

interface Mode {
  /** Between the parts of a name. */
  separator: string;
  emailEnd: string;
  /** Names of two parts or more match in any case. */
  anyCaseFullName: boolean;
}

const TEXT: Mode = { separator: "\\s", emailEnd: EMAIL_END, anyCaseFullName: false };
const FILE: Mode = { separator: "[\\s_.\\-]", emailEnd: FILE_EMAIL_END, anyCaseFullName: true };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isUnspaced = (character: string | undefined) => character !== undefined && UNSPACED.test(character);
const firstOf = (text: string) => [...text][0];
const lastOf = (text: string) => [...text].at(-1);
const capitalise = (part: string) => {
  const [first = "", ...rest] = [...part];
  return first.toUpperCase() + rest.join("");
};

/** A literal to find and what replaces it. */
interface Entry {
  source: string;
  /** Characters of the text it matches (at least): longer ones are tried first. */
  length: number;
  replacement: string;
  /** Its first word, where the text's words are looked up (none: found by a search of its own). */
  key: string | undefined;
  /** A mention: it starts at the '@' before its first word. */
  atSign: boolean;
}

const WORD_AT_START = /^[\p{L}\p{N}\p{M}]+/u;

/** The first word of a literal, when the literal starts with a word of a spaced script. */
function keyOf(literal: string): string | undefined {
  const word = WORD_AT_START.exec(literal)?.[0];
  return word === undefined || [...word].some(isUnspaced) ? undefined : word;
}

/** The parts joined as they may be written: apart, or together between two unspaced parts. */
function joined(parts: readonly string[], mode: Mode, reversed: boolean): string {
  return parts
    .map((part, i) => {
      if (i === 0) return escape(part);
      const together = isUnspaced(lastOf(parts[i - 1] ?? "")) && isUnspaced(firstOf(part));
      const gap = together ? `${mode.separator}*` : `${mode.separator}+`;
      // "Member, Mia": the last name first, maybe with a comma.
      return (reversed ? `,?${gap}` : gap) + escape(part);
    })
    .join("");
}

/** The word boundaries a literal needs: none on a side written in an unspaced script. */
function bounded(source: string, parts: readonly string[]): string {
  const start = isUnspaced(firstOf(parts[0] ?? "")) ? "" : WORD_START;
  const end = isUnspaced(lastOf(parts.at(-1) ?? "")) ? "" : WORD_END;
  return start + source + end;
}

/** The orders a name's parts are written in: all of them, first and last, last and first. */
function combinations(parts: readonly string[]): { parts: string[]; reversed: boolean }[] {
  const first = parts[0] ?? "";
  const last = parts.at(-1) ?? "";
  if (parts.length < 2) return [{ parts: [...parts], reversed: false }];
  const orders = [{ parts: [...parts], reversed: false }];
  if (parts.length > 2) orders.push({ parts: [first, last], reversed: false });
  if (!isUnspaced(lastOf(last)) || !isUnspaced(firstOf(first)))
    orders.push({ parts: [last, first], reversed: true });
  return orders;
}

/** The case-sensitive spellings: as written, capitalised and (two parts or more) in capitals. */
function spellings(parts: readonly string[]): string[][] {
  const out: string[][] = [];
  if (!parts.every((part) => PLAIN_LOWER.test(part))) out.push([...parts]);
  out.push(parts.map(capitalise));
  if (parts.length > 1) out.push(parts.map((part) => part.toUpperCase()));
  return out;
}

const textLength = (parts: readonly string[]) => parts.reduce((sum, part) => sum + part.length + 1, -1);

/** The entries of one person: e-mails and mentions (any case), names (exact case). */
function entriesOf(person: NamedPerson, mode: Mode): { anyCase: Entry[]; exactCase: Entry[] } {
  const anyCase: Entry[] = [];
  const exactCase: Entry[] = [];
  const email = person.email.trim();
  if (email !== "")
    anyCase.push({
      source: EMAIL_START + escape(email) + mode.emailEnd,
      length: email.length,
      replacement: person.label,
      key: keyOf(email),
      atSign: false,
    });
  const parts = person.name
    .trim()
    .split(/\s+/u)
    .filter((part) => part !== "");
  if (parts.length === 0) return { anyCase, exactCase };
  const orders = combinations(parts);
  // A mention is written in order: "@Mia Member", "@Mia", "@Member".
  const mentioned = [
    ...orders.filter((order) => !order.reversed),
    ...(parts.length > 1 ? parts.map((part) => ({ parts: [part], reversed: false })) : []),
  ];
  for (const order of mentioned) {
    const end = isUnspaced(lastOf(order.parts.at(-1) ?? "")) ? "" : WORD_END;
    anyCase.push({
      source: MENTION_START + joined(order.parts, mode, order.reversed) + end,
      length: textLength(order.parts) + 1,
      replacement: `@${person.label}`,
      key: keyOf(order.parts[0] ?? ""),
      atSign: true,
    });
  }
  for (const order of orders) {
    if (mode.anyCaseFullName && order.parts.length > 1) {
      anyCase.push({
        source: bounded(joined(order.parts, mode, order.reversed), order.parts),
        length: textLength(order.parts),
        replacement: person.label,
        key: keyOf(order.parts[0] ?? ""),
        atSign: false,
      });
      continue;
    }
    for (const spelt of spellings(order.parts))
      exactCase.push({
        source: bounded(joined(spelt, mode, order.reversed), spelt),
        length: textLength(spelt),
        replacement: person.label,
        key: keyOf(spelt[0] ?? ""),
        atSign: false,
      });
  }
  return { anyCase, exactCase };
}

/** A text cut where a pass replaced something: replaced pieces are not searched again. */
interface Piece {
  text: string;
  replaced: boolean;
}

type Pass = (text: string) => Piece[];

const unique = (entries: readonly Entry[]) => {
  const bySource = new Map<string, Entry>();
  for (const entry of entries) if (!bySource.has(entry.source)) bySource.set(entry.source, entry);
  // Mentions start before the word they are found by; then the longest first.
  return [...bySource.values()].sort((a, b) => Number(b.atSign) - Number(a.atSign) || b.length - a.length);
};

/**
 * The entries found by their first word: each word of the text (a maximal run of letters, digits
 * and marks) is looked up, and only the few entries starting with it are tried, anchored there —
 * linear in the text however many participants there are.
 */
function byFirstWord(entries: readonly Entry[], anyCase: boolean): Pass | undefined {
  const fold = anyCase ? (word: string) => word.toLowerCase() : (word: string) => word;
  const byKey = new Map<string, { pattern: RegExp; entry: Entry }[]>();
  for (const entry of unique(entries)) {
    if (entry.key === undefined) continue;
    const key = fold(entry.key);
    const list = byKey.get(key) ?? [];
    list.push({ pattern: new RegExp(entry.source, anyCase ? "iuy" : "uy"), entry });
    byKey.set(key, list);
  }
  if (byKey.size === 0) return undefined;
  return (text) => {
    const pieces: Piece[] = [];
    let at = 0;
    const words = /[\p{L}\p{N}\p{M}]+/gu;
    for (let word = words.exec(text); word !== null; word = words.exec(text)) {
      for (const { pattern, entry } of byKey.get(fold(word[0])) ?? []) {
        const start = word.index - (entry.atSign ? 1 : 0);
        if (start < at) continue;
        pattern.lastIndex = start;
        const match = pattern.exec(text);
        if (match === null) continue;
        pieces.push(
          { text: text.slice(at, start), replaced: false },
          { text: entry.replacement, replaced: true },
        );
        at = start + match[0].length;
        words.lastIndex = at;
        break;
      }
    }
    pieces.push({ text: text.slice(at), replaced: false });
    return pieces;
  };
}

/**
 * The entries without a first word to look up (names in unspaced scripts, literals starting with a
 * sign): one alternation, longest first, each literal its own group (the group says what replaces
 * it). There are few, usually none.
 */
function bySearch(entries: readonly Entry[], anyCase: boolean): Pass | undefined {
  const searched = unique(entries.filter((entry) => entry.key === undefined));
  if (searched.length === 0) return undefined;
  const pattern = new RegExp(searched.map((entry) => `(${entry.source})`).join("|"), anyCase ? "giu" : "gu");
  return (text) => {
    const pieces: Piece[] = [];
    let at = 0;
    for (const match of text.matchAll(pattern)) {
      const group = match.findIndex((value, i) => i > 0 && value !== undefined);
      pieces.push(
        { text: text.slice(at, match.index), replaced: false },
        { text: searched[group - 1]?.replacement ?? "", replaced: true },
      );
      at = match.index + match[0].length;
    }
    pieces.push({ text: text.slice(at), replaced: false });
    return pieces;
  };
}

function hiderFor(people: readonly NamedPerson[], mode: Mode): (text: string) => string {
  const entries = people.map((person) => entriesOf(person, mode));
  const anyCase = entries.flatMap((e) => e.anyCase);
  const exactCase = entries.flatMap((e) => e.exactCase);
  // E-mails and mentions first, then names: a name inside an address is the address's.
  const passes = [
    byFirstWord(anyCase, true),
    bySearch(anyCase, true),
    bySearch(exactCase, false),
    byFirstWord(exactCase, false),
  ].filter((pass): pass is Pass => pass !== undefined);
  return (text) =>
    passes
      .reduce<Piece[]>(
        (pieces, pass) => pieces.flatMap((piece) => (piece.replaced ? [piece] : pass(piece.text))),
        [{ text, replaced: false }],
      )
      .map((piece) => piece.text)
      .join("");
}

/** The replacer of a snapshot's participants (built once per snapshot: the names list is small). */
export function nameHider(people: readonly NamedPerson[]): NameHider {
  return { text: hiderFor(people, TEXT), fileName: hiderFor(people, FILE) };
}
