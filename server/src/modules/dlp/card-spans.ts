// Payment cards in runs of digit groups joined by single spaces or dashes — what
// `(?<![\w.-])\d+(?:[ -]\d+)*(?![\w-])` matched, without its backtracking — found by one forward scan
// that allocates nothing per candidate: a hostile text of millions of one-digit groups ("4-4-4-…")
// offers up to seven spans at every group, each checked against the card brands and Luhn in place.

const isDigit = (code: number) => code >= 48 && code <= 57;
const isGlued = (code: number) =>
  isDigit(code) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 95 ||
  code === 46 ||
  code === 45;

const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

/** Each brand's prefix with its own lengths: a long number that merely passes Luhn is no card. */
function brandLength(d: Uint8Array, n: number): boolean {
  const [a = 0, b = 0, c = 0, e = 0] = d;
  const two = a * 10 + b;
  if (a === 3) return (n === 15 && (b === 4 || b === 7)) || (n === 14 && (b === 0 || b === 6 || b === 8));
  if (a === 4) return n === 13 || n === 16 || n === 19;
  if ((two >= 51 && two <= 55) || (two >= 22 && two <= 27)) return n === 16;
  if (a === 6 && n >= 16) {
    const three = two * 10 + c;
    return (
      (two === 60 && c === 1 && e === 1) ||
      b === 5 ||
      (three >= 644 && three <= 649) ||
      (two === 62 && c === 2)
    );
  }
  return false;
}

function luhn(d: Uint8Array, n: number): boolean {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let digit = d[n - 1 - i] ?? 0;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The cards in `text` as [start, end) spans, in order and not overlapping: inside each run every span
 * of whole groups holding 13 to 19 digits is tried, longest first from each group, so a number next to
 * a card ("10.0.0.1 4111 …", "… 1111 12 items") cannot hide it. A run glued to a word, dot or dash
 * before (or to a word or dash after) only offers the groups after its first space (before its last).
 */
export function* cardSpans(text: string): Generator<[number, number]> {
  let starts = new Int32Array(64);
  let ends = new Int32Array(64);
  const digits = new Uint8Array(MAX_DIGITS);
  let i = 0;
  while (i < text.length) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    // One run: groups joined by a single space or dash.
    let count = 0;
    let firstSpace = -1;
    let lastSpace = -1;
    for (;;) {
      if (count === starts.length) {
        const grow = (from: Int32Array) => {
          const to = new Int32Array(from.length * 2);
          to.set(from);
          return to;
        };
        starts = grow(starts);
        ends = grow(ends);
      }
      starts[count] = i;
      while (i < text.length && isDigit(text.charCodeAt(i))) i++;
      ends[count++] = i;
      const separator = text.charCodeAt(i);
      if ((separator !== 32 && separator !== 45) || !isDigit(text.charCodeAt(i + 1))) break;
      if (separator === 32) {
        if (firstSpace < 0) firstSpace = count;
        lastSpace = count;
      }
      i++;
    }
    let from = 0;
    let to = count;
    const runStart = starts[0] ?? 0;
    if (runStart > 0 && isGlued(text.charCodeAt(runStart - 1))) {
      if (firstSpace < 0) continue;
      from = firstSpace;
    }
    const after = text.charCodeAt(i);
    if (i < text.length && isGlued(after) && after !== 46) {
      if (lastSpace < from || lastSpace < 0) continue;
      to = lastSpace;
    }
    let reached = -1;
    for (let g = from; g < to; g++) {
      const start = starts[g] ?? 0;
      const first = text.charCodeAt(start);
      // Cards start with 2–6; checked before anything costlier.
      if (start < reached || first < 50 || first > 54) continue;
      // Digits of groups g…j, remembering where the spans of 13 to 19 digits end.
      let n = 0;
      let best = -1;
      for (let j = g; j < to && n <= MAX_DIGITS; j++) {
        const groupEnd = ends[j] ?? 0;
        for (let k = starts[j] ?? 0; k < groupEnd && n <= MAX_DIGITS; k++) {
          if (n < MAX_DIGITS) digits[n] = text.charCodeAt(k) - 48;
          n++;
        }
        if (n >= MIN_DIGITS && n <= MAX_DIGITS && brandLength(digits, n) && luhn(digits, n)) best = groupEnd;
      }
      if (best < 0) continue;
      reached = best;
      yield [start, best];
    }
  }
}
