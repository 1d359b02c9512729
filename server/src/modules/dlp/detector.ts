// Sensitive-data detector for data-loss prevention: finds e-mail addresses, phone numbers, payment
// cards (Luhn), IBANs (mod 97), US social security numbers, API keys and secrets, and IP addresses,
// with their offsets. Checksums and range rules keep ordinary numbers (dates, amounts, order ids)
// out. anonymize() swaps each finding for a stable placeholder; restore() puts the originals back.
import { parseIPv6 } from "../../lib/net/ssrf-guard.ts";

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
  pattern: RegExp;
  accept?: (value: string) => boolean;
  /** Candidate [start, end) spans inside one match, tried in order (default: the whole match). */
  spans?: (value: string) => [number, number][];
}

/** Spans of whole groups holding min to max digits, longest first from each group. */
function groupSpans(group: RegExp, min: number, max: number): (run: string) => [number, number][] {
  return (run) => {
    const groups = [...run.matchAll(group)].map(
      (m) => [m.index, m.index + m[0].length, m[0].replace(/\D/g, "").length] as const,
    );
    const spans: [number, number][] = [];
    groups.forEach(([start], i) => {
      let digits = 0;
      const here: [number, number][] = [];
      for (let j = i; j < groups.length; j++) {
        const [, groupEnd, count] = groups[j] ?? [0, 0, 0];
        digits += count;
        if (digits > max) break;
        if (digits >= min) here.push([start, groupEnd]);
      }
      spans.push(...here.reverse());
    });
    return spans;
  };
}

const cardCandidates = groupSpans(/\d+/g, 13, 19);

const RULES: readonly Rule[] = [
  {
    type: "api_key",
    pattern: new RegExp(
      [
        String.raw`-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----`,
        String.raw`\bsk-(?:ant-|proj-|live_|test_)?[A-Za-z0-9_-]{20,}`,
        String.raw`\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b`,
        String.raw`\bgithub_pat_[A-Za-z0-9_]{22,}\b`,
        String.raw`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b`,
        String.raw`\bxox[abprs]-[A-Za-z0-9-]{10,}`,
        String.raw`\bAIza[0-9A-Za-z_-]{35}\b`,
        String.raw`\b(?:rk|pk|sk)_(?:live|test)_[A-Za-z0-9]{16,}\b`,
        String.raw`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`,
      ].join("|"),
      "g",
    ),
  },
  { type: "email", pattern: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g },
  { type: "iban", pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g, accept: ibanValid },
  {
    type: "credit_card",
    // Runs of digit groups; cardCandidates tries every span of whole groups inside a run, so a
    // number next to a card ("10.0.0.1 4111 …", "… 1111 12 items") cannot hide it.
    pattern: /(?<![\w.-])\d+(?:[ -]\d+)*(?![\w-])/g,
    spans: cardCandidates,
    accept: (v) => {
      const digits = v.replace(/\D/g, "");
      const n = digits.length;
      // Each brand's prefix with its own lengths: a long number that merely passes Luhn is no card.
      const brand =
        (/^3[47]/.test(digits) && n === 15) ||
        (/^3[068]/.test(digits) && n === 14) ||
        (/^4/.test(digits) && (n === 13 || n === 16 || n === 19)) ||
        (/^(?:5[1-5]|2[2-7])/.test(digits) && n === 16) ||
        (/^6(?:011|5|4[4-9]|22)/.test(digits) && n >= 16 && n <= 19);
      return brand && luhnValid(digits);
    },
  },
  {
    type: "us_ssn",
    pattern: /\b\d{3}-\d{2}-\d{4}\b/g,
    accept: (v) => {
      const [area = "", group = "", serial = ""] = v.split("-");
      return area !== "000" && area !== "666" && area[0] !== "9" && group !== "00" && serial !== "0000";
    },
  },
  {
    type: "ip_address",
    pattern:
      /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d.]*\d)/g,
  },
  {
    type: "ip_address",
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

/** Every finding, earlier rules winning where matches overlap, ordered by position. */
export function detect(text: string): Finding[] {
  const findings: Finding[] = [];
  const overlaps = (start: number, end: number) => findings.some((f) => start < f.end && f.start < end);
  // Found spans are masked for later rules, so a phone number next to a card is not read as one run.
  let working = text;
  for (const rule of RULES) {
    const before = findings.length;
    for (const match of working.matchAll(rule.pattern)) {
      const raw = match[0];
      const spans = rule.spans?.(raw) ?? [
        [raw.indexOf(raw.trim()), raw.indexOf(raw.trim()) + raw.trim().length],
      ];
      let taken = 0;
      for (const [from, to] of spans) {
        if (from < taken) continue;
        const value = raw.slice(from, to);
        const start = match.index + from;
        const end = start + value.length;
        if (value === "" || overlaps(start, end) || (rule.accept && !rule.accept(value))) continue;
        findings.push({ type: rule.type, value, start, end });
        taken = to;
      }
    }
    for (const f of findings.slice(before))
      working = working.slice(0, f.start) + "#".repeat(f.end - f.start) + working.slice(f.end);
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
export function anonymize(text: string, originals: Map<string, string> = new Map()): Anonymized {
  const byValue = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const [placeholder, value] of originals) {
    byValue.set(value, placeholder);
    const label = /^\[([A-Z]+)_\d+\]$/.exec(placeholder)?.[1] ?? "";
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  let out = "";
  let at = 0;
  for (const finding of detect(text)) {
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
