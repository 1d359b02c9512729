// Pairing: a Parley origin asks, the helper prints the code with the origin in its own terminal,
// the user approves by typing the code there (or `parley-helper pair <code>`), and the origin's
// next poll receives a secret once. The browser never sends the code, so a page cannot guess it;
// only a hash of the secret is stored, one per origin (pairing again replaces it).
//
// Waiting requests are kept per origin and per client so that one page cannot fill the slots of
// another (docs/security.md § Desktop helper). A client is the pair (origin, clientId): clientId is
// the random id a page generates once per load and sends with `POST /pair` (no id: the origin's one
// anonymous client). The connection's source says nothing more: the helper listens on 127.0.0.1
// only, so every caller's address is loopback, and its port changes with each connection (browsers
// share one connection pool across tabs), so it identifies neither a tab nor a browser.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { HelperPairing, HelperPairingState } from "@parley/shared-contracts/api/helper-app";
import type { StateStore } from "./state.ts";

interface Pending {
  origin: string;
  clientId: string;
  code: string;
  expiresAt: number;
  secret: string | null;
}

export interface PairingOptions {
  ttlMs?: number;
  /** Requests one origin may have waiting; its oldest gives way to a new one beyond that. */
  maxPerOrigin?: number;
  /** Requests waiting in all (memory bound); the origin holding the most gives way beyond that. */
  maxPending?: number;
  now?: () => number;
}

const hash = (secret: string) => createHash("sha256").update(secret).digest();
const normaliseCode = (code: string) => code.replace(/[\s-]/g, "");

export class Pairings {
  readonly #store: StateStore;
  /** In insertion order, so the first of an origin is its oldest. */
  readonly #pending = new Map<string, Pending>();
  readonly #ttlMs: number;
  readonly #maxPerOrigin: number;
  readonly #maxPending: number;
  readonly #now: () => number;

  constructor(store: StateStore, options: PairingOptions = {}) {
    this.#store = store;
    this.#ttlMs = options.ttlMs ?? 5 * 60_000;
    this.#maxPerOrigin = options.maxPerOrigin ?? 3;
    this.#maxPending = Math.max(options.maxPending ?? 64, this.#maxPerOrigin);
    this.#now = options.now ?? Date.now;
  }

  #sweep() {
    for (const [id, pending] of this.#pending) if (pending.expiresAt <= this.#now()) this.#pending.delete(id);
  }

  /** The ids of `origin`'s waiting requests, oldest first. */
  #idsOf(origin: string): string[] {
    return [...this.#pending].filter(([, pending]) => pending.origin === origin).map(([id]) => id);
  }

  /**
   * Makes room for one more request of `origin`: the same client's earlier unapproved request goes
   * (a page waits for one code at a time), then the origin's oldest beyond its share, then, when
   * every slot is taken, the oldest request of the origin holding the most. An origin therefore
   * never holds more than its share, and a new origin or client always gets a slot.
   */
  #makeRoom(origin: string, clientId: string) {
    for (const [id, pending] of this.#pending)
      if (pending.origin === origin && pending.clientId === clientId && pending.secret === null)
        this.#pending.delete(id);
    const own = this.#idsOf(origin);
    for (const id of own.slice(0, Math.max(0, own.length - this.#maxPerOrigin + 1))) this.#pending.delete(id);
    while (this.#pending.size >= this.#maxPending) {
      const counts = new Map<string, number>();
      for (const pending of this.#pending.values())
        counts.set(pending.origin, (counts.get(pending.origin) ?? 0) + 1);
      const most = Math.max(...counts.values());
      // Map order is age order: the first request of a fullest origin is the oldest among them.
      const victim = [...this.#pending].find(([, pending]) => counts.get(pending.origin) === most);
      if (victim === undefined) break;
      this.#pending.delete(victim[0]);
    }
  }

  /** A new request of `clientId` at `origin` (see the top of this file for what a client is). */
  request(origin: string, clientId = ""): HelperPairing {
    this.#sweep();
    this.#makeRoom(origin, clientId);
    const taken = new Set([...this.#pending.values()].map((pending) => pending.code));
    let digits: string;
    do digits = String(randomInt(0, 1_000_000)).padStart(6, "0");
    while (taken.has(digits));
    const pairingId = randomUUID();
    this.#pending.set(pairingId, {
      origin,
      clientId,
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
