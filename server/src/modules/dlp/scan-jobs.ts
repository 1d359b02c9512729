// The two jobs the DLP scanner does, as plain functions of their input so they run the same inline or
// in the scanner process. Each answers with little: a capped list of distinct findings, or the
// anonymized texts with their placeholder map — never every finding of a 15 MB document, whose
// copy back to the event loop would itself stall it. Large texts are scanned window by window, so a
// scan's memory is that of one window (a whole 15 MB text at once took the thread's heap to 700 MB,
// which the process did not give back).
import { anonymize, detect } from "./detector.ts";
import type { Finding } from "./detector.ts";

/** Characters a window reports findings for. */
export const SCAN_WINDOW = 256 * 1024;
/** Context before a window: a match that begins there belongs to the window before. */
const LOOK_BEHIND = 4 * 1024;
/** Text after a window, so a finding that begins in it is seen whole (a PEM key is ≤ ~7 KB). */
const LOOK_AHEAD = 64 * 1024;

/**
 * The findings of `detect(text)`, in order, computed window by window: each window is scanned with
 * context on both sides and keeps the findings that begin inside it and after the last one kept.
 */
export function* windowedFindings(text: string): Generator<Finding> {
  if (text.length <= SCAN_WINDOW + LOOK_AHEAD) {
    yield* detect(text);
    return;
  }
  let lastEnd = 0;
  for (let from = 0; from < text.length; from += SCAN_WINDOW) {
    const to = Math.min(text.length, from + SCAN_WINDOW);
    const offset = Math.max(0, from - LOOK_BEHIND);
    for (const finding of detect(text.slice(offset, Math.min(text.length, to + LOOK_AHEAD)))) {
      const start = finding.start + offset;
      if (start < from || start >= to || start < lastEnd) continue;
      lastEnd = finding.end + offset;
      yield { ...finding, start, end: lastEnd };
    }
  }
}

export type ScanJob =
  | { kind: "distinct"; texts: string[]; cap: number }
  | { kind: "anonymize"; texts: string[]; originals: [string, string][] };

export type ScanAnswer =
  | { kind: "distinct"; findings: Finding[][] }
  | { kind: "anonymize"; texts: string[]; originals: [string, string][] };

/** The first `cap` findings of distinct value in each text, in order. */
export function distinctFindings(texts: readonly string[], cap: number): Finding[][] {
  return texts.map((text) => {
    const seen = new Set<string>();
    const kept: Finding[] = [];
    for (const finding of windowedFindings(text)) {
      if (kept.length >= cap) break;
      if (seen.has(finding.value)) continue;
      seen.add(finding.value);
      kept.push(finding);
    }
    return kept;
  });
}

/** Every text anonymized with one shared placeholder map (starting from `originals`). */
export function anonymizeTexts(
  texts: readonly string[],
  originals: readonly [string, string][],
): { texts: string[]; originals: [string, string][] } {
  const map = new Map(originals);
  const out = texts.map((text) => anonymize(text, map, windowedFindings(text)).text);
  return { texts: out, originals: [...map] };
}

export function runScanJob(job: ScanJob): ScanAnswer {
  if (job.kind === "distinct") return { kind: "distinct", findings: distinctFindings(job.texts, job.cap) };
  return { kind: "anonymize", ...anonymizeTexts(job.texts, job.originals) };
}
