// The sidebar search: the typed text as a PostgreSQL tsquery over the 'simple' configuration (no
// stemming, no stop words: every language is searched the same way), every word required, the
// last one also as a prefix (the word being typed) — and the excerpt shown under a hit.

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MAX_TERMS = 8;
/** A one-letter prefix would expand to most of the vocabulary: too slow and too vague. */
const MIN_PREFIX = 2;

export interface SearchQuery {
  /** For to_tsquery('simple', …): only letters and digits reach it, so it always parses. */
  tsquery: string;
  terms: string[];
}

export function parseSearch(search: string | undefined): SearchQuery | undefined {
  const terms = [...new Set((search ?? "").toLowerCase().match(WORD) ?? [])].slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  const parts = terms.map((term, index) =>
    index === terms.length - 1 && [...term].length >= MIN_PREFIX ? `${term}:*` : term,
  );
  return { tsquery: parts.join(" & "), terms };
}

const TAG = /<\/?(think|tool|exception|smart_thinking)>/g;
const BEFORE = 40;
const LENGTH = 160;

/** A one-line window of `content` around the first occurrence of a term (or its start). */
export function excerpt(content: string, terms: readonly string[]): string {
  const flat = content.replace(TAG, " ").replace(/\s+/g, " ").trim();
  const lower = flat.toLowerCase();
  const positions = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const hit = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, hit - BEFORE);
  const end = Math.min(flat.length, start + LENGTH);
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
}
