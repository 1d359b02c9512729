// E-mail addresses spelled out to pass a filter — "jane (at) example [dot] com", "jane at example dot
// com", "juan arroba ejemplo punto es" — rewritten as "jane@example.com" for the e-mail rule, the whole
// spelled span standing for the address. Conservative with bare words, which prose uses ("look at the
// dot com bubble"): a bare "at" needs a spelled dot, a known top-level domain and a domain that is not
// an article or pronoun. One linear pass: every part of the pattern is bounded.
import { rewriteSpans } from "./mapped-text.ts";
import type { Mapped } from "./mapped-text.ts";

// English, Spanish/Portuguese, French, Italian, German, Russian.
const AT_WORDS = "at|arroba|arobase|chiocciola|klammeraffe|собака";
const DOT_WORDS = "dot|punto|punkt|point|punt|ponto|точка";

const bracketed = (words: string) =>
  String.raw`[ \t]{0,3}[([{<][ \t]{0,3}(?:${words})[ \t]{0,3}[)\]}>][ \t]{0,3}`;
const bare = (words: string) => String.raw`[ \t]{1,3}(?:${words})[ \t]{1,3}`;

const AT = `(?:@|${bracketed(AT_WORDS)}|${bare(AT_WORDS)})`;
const DOT = `(?:\\.|${bracketed(DOT_WORDS)}|${bare(DOT_WORDS)})`;
const LOCAL = "[A-Za-z0-9._%+-]{1,64}";
const LABEL = "[A-Za-z0-9-]{1,63}";

/** A local part, an at, and up to ten labels joined by dots, any of them spelled out. */
const SHAPE = new RegExp(`(?<![A-Za-z0-9._%+-])${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL}){0,9}`, "gi");
const LOCAL_PREFIX = new RegExp(`^${LOCAL}`);
const AT_PREFIX = new RegExp(`^${AT}`, "i");
const DOT_SPLIT = new RegExp(`(${DOT})`, "i");

/** Top-level domains a bare-word address may end in (prose rarely ends "… dot com"). */
const COMMON_TLDS = new Set(
  (
    "com net org edu gov mil int info biz io co ai app dev me tv email online site tech cloud xyz " +
    "us uk de fr es it nl be ch at se no dk fi pl pt ie ca au nz jp cn in br mx ru eu cz sk hu ro gr " +
    "tr il za ar cl kr sg hk tw ua lt lv ee is lu"
  ).split(" "),
);

/** What follows a bare "at" in prose, never a spelled domain. */
const NOT_A_DOMAIN = new Set(
  "the a an this that these those my your his her its our their all once least most first last home work night noon".split(
    " ",
  ),
);

const isBare = (token: string) => /^[ \t]+\p{L}/u.test(token);
const isSpelled = (token: string) => token !== "@" && token !== ".";

/** The address a shape match spells, with how many characters of it that takes; or undefined. */
function spelled(match: string): { address: string; length: number } | undefined {
  const local = LOCAL_PREFIX.exec(match)?.[0] ?? "";
  const at = AT_PREFIX.exec(match.slice(local.length))?.[0] ?? "";
  // Labels and the dots between them, alternating: [label, dot, label, …].
  const parts = match.slice(local.length + at.length).split(DOT_SPLIT);
  const bareAt = isBare(at);
  if (bareAt && NOT_A_DOMAIN.has((parts[0] ?? "").toLowerCase())) return undefined;
  // The longest address that ends in a plausible top-level domain.
  for (let last = parts.length - 1; last >= 2; last -= 2) {
    const dots = parts.slice(0, last).filter((_, i) => i % 2 === 1);
    const bareWords = bareAt || dots.some(isBare);
    const tld = (parts[last] ?? "").toLowerCase();
    const plausible = bareWords ? COMMON_TLDS.has(tld) : /^[a-z]{2,24}$/.test(tld);
    const disguised = isSpelled(at) || dots.some(isSpelled);
    if (!plausible || !disguised || (bareAt && !dots.some(isSpelled))) continue;
    const labels = parts.slice(0, last + 1).filter((_, i) => i % 2 === 0);
    return {
      address: `${local}@${labels.join(".")}`,
      length: local.length + at.length + parts.slice(0, last + 1).join("").length,
    };
  }
  return undefined;
}

function* edits(text: string): Generator<[number, number, string]> {
  const shape = new RegExp(SHAPE);
  for (let match = shape.exec(text); match !== null; match = shape.exec(text)) {
    const found = spelled(match[0]);
    if (found !== undefined) {
      yield [match.index, match.index + found.length, found.address];
      shape.lastIndex = match.index + found.length;
    } else {
      // The domain may itself begin an address ("… at noon; jane at example dot com").
      shape.lastIndex = match.index + (LOCAL_PREFIX.exec(match[0])?.[0].length ?? 1);
    }
  }
}

/** Spelled-out addresses rewritten as plain ones (the source itself when there is none). */
export function spellOutEmails(source: Mapped): Mapped {
  return rewriteSpans(source, edits(source.text));
}
