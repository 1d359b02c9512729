// DLP detection is linear in the text for every script: the 2026 round-3 report had 16,383 characters
// of "٤." (an Arabic-Indic digit and a dot) take 0.8 s and 64 K take 3.5 s where ASCII took 73 ms —
// normalised digits went through a rewrite that walked the whole offset map at every change. Here each
// hostile family is timed at 16 K, 64 K and 256 K characters, and every 4× step must cost at most 5×
// (a quadratic detector costs 16×: seconds at 256 K). CPU time after a warm-up, the median of the
// three best of five runs (the other helpers' load only ever adds time), a step measured again once
// before it fails, and floors under which times are noise (caches and the collector on a busy 2-core
// machine): only a real growth fails it.
import { describe, expect, it } from "vitest";
import { detect } from "../../src/modules/dlp/detector.ts";

const SIZES = [16_384, 65_536, 262_144];
const RUNS = 5;
/**
 * Below this the larger time is noise, whatever the ratio (and no stall: the report's were seconds).
 * A CI run measured 18.6 → 101.7 ms for the 256 K step of `１.` (the collector's first major pass at
 * that size); a quadratic step from there costs 16×, about 300 ms, which this floor still fails.
 */
const FLOOR_MS = 250;
/** The smaller time never counts as less than this (a 1 ms run would make any jitter a big ratio). */
const BASE_MS = 20;
const MAX_GROWTH = 5;
/** One scan of at most 256 K characters this long is a stall in itself (a linear one takes ~0.3 s). */
const STALL_MS = 2_000;

function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The median of the three best of five runs. */
function typicalMs(text: string): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    times.push(cpuMs(() => detect(text)));
    // Stop at once rather than time a quadratic detector at every size.
    expect(times.at(-1), `one scan of ${text.length} characters`).toBeLessThan(STALL_MS);
  }
  return times.sort((a, b) => a - b)[1] ?? 0;
}

const repeated = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

// The families of the report, and those the rules' shapes invite: runs of one-digit groups (every
// group starts seven card spans), spelled and escaped separators, and mixed scripts.
const FAMILIES: [string, string][] = [
  ["Arabic-Indic digit and dot", "٤."],
  ["full-width digit and dot", "１."],
  ["ASCII digit and dot", "1."],
  ["ASCII digit and dash", "1-"],
  ["card-prefix digit and dash", "4-"],
  ["card-prefix digit and space", "4 "],
  ["card-prefix digit and comma", "4111, "],
  ["dots before an at", "a.a.@"],
  ["mixed scripts", "٤１۴४1.٣–"],
  ["digits split by invisible characters", "4\u200b\u2062"],
  ["percent-encoded digits", "%D9%A4."],
  ["entity-encoded digits", "&#1636;&#46;"],
  ["spelled at and dot", "a at b dot "],
  ["bracketed at", "a (at) "],
  ["separators and filler words", "4111 and | "],
  ["colons", "1:"],
];

/** How much a 4× step from `size` costs more, or 1 when the larger time is under the floor. */
function growth(unit: string, size: number, smallerMs: number, largerMs: number): number {
  if (largerMs < FLOOR_MS) return 1;
  const ratio = largerMs / Math.max(smallerMs, BASE_MS);
  if (ratio <= MAX_GROWTH) return ratio;
  // Once more before failing: a burst of other work during one size is not a growth.
  const again = typicalMs(repeated(unit, size * 4)) / Math.max(typicalMs(repeated(unit, size)), BASE_MS);
  return Math.min(ratio, again);
}

describe("DLP detection time grows linearly with the text", () => {
  it.each(FAMILIES)("%s", (_, unit) => {
    detect(repeated(unit, SIZES[0] ?? 0));
    const times = SIZES.map((size) => typicalMs(repeated(unit, size)));
    for (let step = 1; step < SIZES.length; step++) {
      const ratio = growth(unit, SIZES[step - 1] ?? 0, times[step - 1] ?? 0, times[step] ?? 0);
      expect(
        ratio,
        `${SIZES[step]} chars: ${times.map((t) => t.toFixed(1)).join(" / ")} ms`,
      ).toBeLessThanOrEqual(MAX_GROWTH);
    }
  });
});
