// The browser's side of the proof-of-work captcha (api/captcha.ts): tries 0, 1, 2, … until
// SHA-256(salt + number) is the challenge. Runs on the page's thread in slices of a few milliseconds,
// giving the page back between them (input, rendering, the spinner), so no worker script is needed:
// a worker must come from the page's own origin, which remotes served from a CDN are not.
import type { CaptchaChallenge } from "../api/captcha.ts";
import { hexToWords, sha256Words } from "./sha256.ts";

/** What the browser sends back: the challenge as received and the number it found. */
export interface CaptchaSolution {
  algorithm: "SHA-256";
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The form's `captcha` field for a solution: base64 of its JSON (ASCII), as ALTCHA's payload. */
export function encodeSolution(solution: CaptchaSolution): string {
  return btoa(JSON.stringify(solution));
}

export interface SolveOptions {
  /** Stops the search (the form was left): the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** How long one slice may hold the thread (default 8 ms: within a frame). */
  sliceMs?: number;
  /** Gives the page its turn between slices (default: a message-channel task, not clamped like timers). */
  yieldToPage?: () => Promise<void>;
  now?: () => number;
}

/** What nextTask uses of a MessageChannel, as browsers and Node both have it (their types differ). */
interface TaskChannel {
  port1: { onmessage: (() => void) | null; close(): void };
  port2: { postMessage(message: null): void };
}

function nextTask(): Promise<void> {
  if (typeof MessageChannel === "undefined") return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel() as unknown as TaskChannel;
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const sameWords = (a: Uint32Array, b: Uint32Array) =>
  a[0] === b[0] &&
  a[1] === b[1] &&
  a[2] === b[2] &&
  a[3] === b[3] &&
  a[4] === b[4] &&
  a[5] === b[5] &&
  a[6] === b[6] &&
  a[7] === b[7];

/** The solution of `challenge`, or null when no number up to maxnumber fits (a forged or broken one). */
export async function solveChallenge(
  challenge: CaptchaChallenge,
  { signal, sliceMs = 8, yieldToPage = nextTask, now = () => performance.now() }: SolveOptions = {},
): Promise<CaptchaSolution | null> {
  const target = hexToWords(challenge.challenge);
  if (target === null) return null;
  let number = 0;
  while (number <= challenge.maxnumber) {
    signal?.throwIfAborted();
    const sliceEnd = now() + sliceMs;
    // The clock is read every 256 hashes: reading it costs more than a hash.
    do {
      const stop = Math.min(number + 256, challenge.maxnumber + 1);
      for (; number < stop; number++) {
        if (sameWords(sha256Words(challenge.salt + number), target)) {
          const { algorithm, salt, signature } = challenge;
          return { algorithm, challenge: challenge.challenge, number, salt, signature };
        }
      }
    } while (number <= challenge.maxnumber && now() < sliceEnd);
    if (number <= challenge.maxnumber) await yieldToPage();
  }
  return null;
}
