// Pairing: a Parley origin asks, the helper prints the code with the origin in its own terminal,
// the user approves by typing the code there (or `parley-helper pair <code>`), and the origin's
// next poll receives a secret once. The browser never sends the code, so a page cannot guess it;
// only a hash of the secret is stored, one per origin (pairing again replaces it).
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { HelperPairing, HelperPairingState } from "@parley/shared-contracts/api/helper-app";
import type { StateStore } from "./state.ts";

interface Pending {
  origin: string;
  code: string;
  expiresAt: number;
  secret: string | null;
}

export interface PairingOptions {
  ttlMs?: number;
  maxPending?: number;
  now?: () => number;
}

const hash = (secret: string) => createHash("sha256").update(secret).digest();
const normaliseCode = (code: string) => code.replace(/[\s-]/g, "");

export class Pairings {
  readonly #store: StateStore;
  readonly #pending = new Map<string, Pending>();
  readonly #ttlMs: number;
  readonly #maxPending: number;
  readonly #now: () => number;

  constructor(store: StateStore, options: PairingOptions = {}) {
    this.#store = store;
    this.#ttlMs = options.ttlMs ?? 5 * 60_000;
    this.#maxPending = options.maxPending ?? 5;
    this.#now = options.now ?? Date.now;
  }

  #sweep() {
    for (const [id, pending] of this.#pending) if (pending.expiresAt <= this.#now()) this.#pending.delete(id);
  }

  /** A new request for `origin`, or null when too many wait already. */
  request(origin: string): HelperPairing | null {
    this.#sweep();
    if (this.#pending.size >= this.#maxPending) return null;
    const taken = new Set([...this.#pending.values()].map((pending) => pending.code));
    let digits: string;
    do digits = String(randomInt(0, 1_000_000)).padStart(6, "0");
    while (taken.has(digits));
    const pairingId = randomUUID();
    this.#pending.set(pairingId, {
      origin,
      code: digits,
      expiresAt: this.#now() + this.#ttlMs,
      secret: null,
    });
    return { pairingId, code: `${digits.slice(0, 3)}-${digits.slice(3)}`, expiresInMs: this.#ttlMs };
  }

  /** The user typed `code`: the waiting origin is paired. Answers that origin, or null. */
  async approve(code: string): Promise<string | null> {
    this.#sweep();
    const wanted = normaliseCode(code);
    const pending = [...this.#pending.values()].find((item) => item.secret === null && item.code === wanted);
    if (!pending) return null;
    const secret = randomBytes(32).toString("base64url");
    await this.#store.update((state) => {
      state.pairings = state.pairings.filter((pairing) => pairing.origin !== pending.origin);
      state.pairings.push({
        origin: pending.origin,
        secretHash: hash(secret).toString("hex"),
        pairedAt: new Date(this.#now()).toISOString(),
      });
    });
    pending.secret = secret;
    return pending.origin;
  }

  /** The origin that asked polls; the secret is handed out once, to that origin only. */
  poll(pairingId: string, origin: string): HelperPairingState {
    this.#sweep();
    const pending = this.#pending.get(pairingId);
    if (!pending || pending.origin !== origin) return { status: "expired" };
    if (pending.secret === null) return { status: "pending" };
    this.#pending.delete(pairingId);
    return { status: "approved", secret: pending.secret };
  }

  /** Forgets the pairing of `origin` (every pairing without one); answers the origins forgotten. */
  async forget(origin?: string): Promise<string[]> {
    return forgetPairings(this.#store, origin);
  }

  /**
   * Whether `secret` is the one issued to `origin`; without an origin (a local program, not a
   * browser) any paired origin's secret counts.
   */
  verify(secret: string | undefined, origin: string | undefined): boolean {
    if (!secret) return false;
    const given = hash(secret);
    return this.#store
      .get()
      .pairings.some(
        (pairing) =>
          (origin === undefined || pairing.origin === origin) &&
          timingSafeEqual(Buffer.from(pairing.secretHash, "hex"), given),
      );
  }
}

/** Also used on the state file directly when no helper runs. */
export async function forgetPairings(store: StateStore, origin?: string): Promise<string[]> {
  const forgotten = store
    .get()
    .pairings.filter((pairing) => origin === undefined || pairing.origin === origin)
    .map((pairing) => pairing.origin);
  await store.update((state) => {
    state.pairings = state.pairings.filter((pairing) => !forgotten.includes(pairing.origin));
  });
  return forgotten;
}
