// A least-recently-used map bounded by the size of its values (the share host's caches: rendered
// markdown per snapshot revision, whole pages per revision and language).

export class SizedLru<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  readonly #sizeOf: (value: V) => number;
  #size = 0;

  readonly maxSize: number;

  // Plain fields, not parameter properties: Node runs this file with type stripping only.
  constructor(maxSize: number, sizeOf: (value: V) => number) {
    this.maxSize = maxSize;
    this.#sizeOf = sizeOf;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.#sizeOf(value) + 2 * key.length + 64;
    if (size > this.maxSize) return;
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#size -= old.size;
    }
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }
}
