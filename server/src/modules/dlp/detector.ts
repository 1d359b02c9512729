// Sensitive-data detector for data-loss prevention: finds e-mail addresses, phone numbers, payment
// cards (Luhn), IBANs (mod 97), US social security numbers, API keys and secrets, and IP addresses,
// with their offsets, in time linear in the text for every script (a hostile text cannot stall the
// server), after undoing disguises (normalise.ts, digit-groups.ts, base64-text.ts). Checksums and
// range rules keep ordinary numbers (dates, amounts, order ids) out. anonymize() swaps each finding for a stable placeholder; restore() puts the originals back.
import { parseIPv6 } from "../../lib/net/ip-literal.ts";
import { BASE64_BLOCK, decodeBase64Text } from "./base64-text.ts";
import { cardSpans } from "./card-spans.ts";
import { joinDigitGroups } from "./digit-groups.ts";
import { normaliseForDetection } from "./normalise.ts";
import type { Mapped } from "./normalise.ts";

export type FindingType = "api_key" | "email" | "iban" | "credit_card" | "us_ssn" | "ip_address" | "phone";

export interface Finding {
  type: FindingType;
  value: string;
  /** Offsets in the scanned text: value === text.slice(start, end). */
  start: number;
  end: number;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function ibanValid(candidate: string): boolean {
  const iban = candidate.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of moved) {
    const value = ch >= "A" && ch <= "Z" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

interface Rule {
  type: FindingType;
  /** Global, and linear: every quantifier bounded or unambiguous, lookarounds of bounded width. */
  pattern: RegExp;
  accept?: (value: string) => boolean;
  /** A character the text must hold for the rule to run at all (saves a pass over most texts). */
  requires?: string;
  /** Finds the accepted spans itself instead of `pattern` (a scanner that allocates per match only). */
  find?: (text: string) => Iterable<[number, number]>;
  /** Candidate [start, end) spans inside one match, tried in order (default: the whole match). */
  spans?: (value: string, text: string, at: number) => Iterable<[number, number]>;
}

function ssnValid(value: string): boolean {
  const [area = "", group = "", serial = ""] = value.split("-");
  return area !== "000" && area !== "666" && area[0] !== "9" && group !== "00" && serial !== "0000";
}

/** The next index of `needle` at or after `from`, remembered per text so that many calls stay linear. */
const nextEndCache = { text: "", from: 0, found: -1 };
function nextPemEnd(text: string, from: number): number {
  const c = nextEndCache;
  if (c.text === text && c.from <= from && (c.found === -1 || c.found >= from)) return c.found;
  const found = text.indexOf("-----END ", from);
  Object.assign(c, { text, from, found });
  return found;
}

/** A PEM private key: from its BEGIN line to the next END line (a single forward search). */
function pemSpans(raw: string, text: string, at: number): [number, number][] {
  const end = nextPemEnd(text, at + raw.length);
  if (end < 0) return [];
  const footer = /^-----END [A-Z ]{0,40}PRIVATE KEY-----/.exec(text.slice(end, end + 80));
  return footer === null ? [] : [[0, end - at + footer[0].length]];
}

const RULES: readonly Rule[] = [
  { type: "api_key", pattern: /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----/g, spans: pemSpans },
  {
    type: "api_key",
    pattern: new RegExp(
      [
        String.raw`\bsk-(?:ant-|proj-|live_|test_)?[A-Za-z0-9_-]{20,512}`,
        String.raw`\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255}\b`,
        String.raw`\bgithub_pat_[A-Za-z0-9_]{22,255}\b`,
        String.raw`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b`,
        String.raw`\bxox[abprs]-[A-Za-z0-9-]{10,255}`,
        String.raw`\bAIza[0-9A-Za-z_-]{35}\b`,
        String.raw`\b(?:rk|pk|sk)_(?:live|test)_[A-Za-z0-9]{16,255}\b`,
        String.raw`\beyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,4096}\.[A-Za-z0-9_-]{8,4096}`,
      ].join("|"),
      "g",
    ),
  },
  {
    type: "email",
    // RFC 5321 limits (local part 64, labels 63) bound the work from each start.
    requires: "@",
    pattern: /\b[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}\b/g,
  },
  { type: "iban", pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g, accept: ibanValid },
  {
    type: "credit_card",
    // Runs of digit groups; every span of whole groups inside a run is tried (card-spans.ts).
    pattern: /\d+(?:[ -]\d+)*/g,
    find: cardSpans,
  },
  { type: "us_ssn", pattern: /\b\d{3}-\d{2}-\d{4}\b/g, accept: ssnValid },
  {
    type: "ip_address",
    pattern:
      /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d.]{0,15}\d)/g,
  },
  {
    type: "ip_address",
    requires: ":",
    pattern: /(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])/g,
    accept: (v) => v.replace(/[^0-9A-Fa-f]/g, "").length >= 3 && parseIPv6(v) !== undefined,
  },
  {
    type: "phone",
    // International (+CC …), or national in groups: (555) 123-4567, 555-123-4567, 020 7946 0958.
    pattern:
      /(?<![\w+])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{2,4}(?:[ .-]\d{2,4}){1,4}(?!\w)|\+\d{8,15}\b/g,
    accept: (v) => {
      const digits = v.replace(/\D/g, "").length;
      if (digits < 9 || digits > 15) return false;
      // A date (2024-01-15 12:30) or a version is not a phone number.
      // So is anything shaped like an SSN (refused there by its own rules).
      return !/^\d{4}[-./]\d{1,2}[-./]\d{1,2}/.test(v) && !/^\d{3}-\d{2}-\d{4}$/.test(v);
    },
  },
];

/** Rules of the second passes over digit groups joined from other separators. */
const STRICT_GROUP_TYPES: ReadonlySet<FindingType> = new Set(["us_ssn"]);
const LOOSE_GROUP_TYPES: ReadonlySet<FindingType> = new Set(["credit_card"]);

function isFree(taken: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (taken[i] !== 0) return false;
  return true;
}

interface RawFinding {
  type: FindingType;
  rank: number;
  start: number;
  end: number;
}

/**
 * One pass of the rules over `text`: each rule sees the findings of earlier rules masked, so a phone
 * number next to a card is not read as one run. Linear: masks are rebuilt once per rule that found
 * something, overlaps are checked on a bitmap.
 */
function runRules(text: string, only?: ReadonlySet<FindingType>): RawFinding[] {
  const found: RawFinding[] = [];
  const taken = new Uint8Array(text.length);
  const free = (start: number, end: number) => isFree(taken, start, end);
  let working = text;
  RULES.forEach((rule, rank) => {
    if (only !== undefined && !only.has(rule.type)) return;
    if (rule.requires !== undefined && !working.includes(rule.requires)) return;
    const before = found.length;
    for (const [start, end] of rule.find?.(working) ?? []) {
      if (!free(start, end)) continue;
      found.push({ type: rule.type, rank, start, end });
      taken.fill(1, start, end);
    }
    for (const match of rule.find ? [] : working.matchAll(rule.pattern)) {
      const raw = match[0];
      const trimmed = raw.trim();
      const spans = rule.spans?.(raw, working, match.index) ?? [
        [raw.indexOf(trimmed), raw.indexOf(trimmed) + trimmed.length],
      ];
      let reached = 0;
      for (const [from, to] of spans) {
        if (from < reached) continue;
        const start = match.index + from;
        const end = match.index + to;
        if (end <= start || !free(start, end) || (rule.accept && !rule.accept(working.slice(start, end))))
          continue;
        found.push({ type: rule.type, rank, start, end });
        taken.fill(1, start, end);
        reached = to;
      }
    }
    if (found.length === before) return;
    const pieces: string[] = [];
    let at = 0;
    for (const f of found.slice(before).sort((a, b) => a.start - b.start)) {
      pieces.push(working.slice(at, f.start), "#".repeat(f.end - f.start));
      at = f.end;
    }
    pieces.push(working.slice(at));
    working = pieces.join("");
  });
  return found;
}

/**
 * Every finding, ordered by position, with offsets in `text`. The text is normalised first (see
 * normalise.ts); digit groups split by other separators get a second pass for SSNs (strictly joined)
 * and cards (loosely joined: commas, table pipes, filler words; the Luhn check still gates); base64
 * blocks of readable text are scanned decoded. Where findings overlap, the earlier rule wins.
 * Linear in the text's length.
 */
export function detect(text: string, options: { decodeBase64?: boolean } = {}): Finding[] {
  const normal = normaliseForDetection(text);
  const candidates: RawFinding[] = [];
  const mapBack = (mapped: Mapped, raws: RawFinding[]) => {
    for (const f of raws)
      candidates.push({
        ...f,
        start: mapped.start(f.start),
        end: mapped.end(f.end - 1),
      });
  };
  mapBack(normal, runRules(normal.text));
  const strict = joinDigitGroups(normal, "strict");
  if (strict !== normal) mapBack(strict, runRules(strict.text, STRICT_GROUP_TYPES));
  const loose = joinDigitGroups(normal, "loose");
  if (loose !== normal) mapBack(loose, runRules(loose.text, LOOSE_GROUP_TYPES));
  if (options.decodeBase64 !== false) {
    for (const block of normal.text.matchAll(BASE64_BLOCK)) {
      const decoded = decodeBase64Text(block[0]);
      const inner = decoded === undefined ? [] : detect(decoded, { decodeBase64: false });
      const first = inner[0];
      if (first !== undefined)
        mapBack(normal, [
          { type: first.type, rank: RULES.length, start: block.index, end: block.index + block[0].length },
        ]);
    }
  }
  const taken = new Uint8Array(text.length);
  const findings: Finding[] = [];
  // Stable sort: within a rank, the first pass wins.
  for (const f of candidates.sort((a, b) => a.rank - b.rank)) {
    if (f.end <= f.start || !isFree(taken, f.start, f.end)) continue;
    taken.fill(1, f.start, f.end);
    findings.push({ type: f.type, value: text.slice(f.start, f.end), start: f.start, end: f.end });
  }
  return findings.sort((a, b) => a.start - b.start);
}

const LABELS: Record<FindingType, string> = {
  api_key: "SECRET",
  email: "EMAIL",
  iban: "IBAN",
  credit_card: "CARD",
  us_ssn: "SSN",
  ip_address: "IP",
  phone: "PHONE",
};

export interface Anonymized {
  text: string;
  /** Placeholder → original value. */
  originals: Map<string, string>;
}

/**
 * Replaces every finding with a placeholder such as [EMAIL_1]; the same value always gets the same
 * placeholder, also across calls that share `originals` (one conversation, several messages).
 */
export function anonymize(
  text: string,
  originals: Map<string, string> = new Map(),
  findings: Iterable<Finding> = detect(text),
): Anonymized {
  const byValue = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const [placeholder, value] of originals) {
    byValue.set(value, placeholder);
    const label = /^\[([A-Z]+)_\d+\]$/.exec(placeholder)?.[1] ?? "";
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  let out = "";
  let at = 0;
  for (const finding of findings) {
    let placeholder = byValue.get(finding.value);
    if (placeholder === undefined) {
      const label = LABELS[finding.type];
      const n = (counts.get(label) ?? 0) + 1;
      counts.set(label, n);
      placeholder = `[${label}_${n}]`;
      byValue.set(finding.value, placeholder);
      originals.set(placeholder, finding.value);
    }
    out += text.slice(at, finding.start) + placeholder;
    at = finding.end;
  }
  return { text: out + text.slice(at), originals };
}

/** Puts the original values back in place of their placeholders (e.g. in the model's reply). */
export function restore(text: string, originals: ReadonlyMap<string, string>): string {
  return text.replace(/\[[A-Z]+_\d+\]/g, (placeholder) => originals.get(placeholder) ?? placeholder);
}
