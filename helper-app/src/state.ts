// The helper's own state file: hidden tools, servers switched off, pairings (secrets as hashes).
// Written whole to a temporary file and renamed, readable by the user only.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { z } from "zod";

const stateSchema = z.object({
  hiddenTools: z.record(z.string(), z.array(z.string())).default({}),
  disabledServers: z.array(z.string()).default([]),
  pairings: z
    .array(z.object({ origin: z.string(), secretHash: z.string(), pairedAt: z.string() }))
    .default([]),
});
export type HelperState = z.infer<typeof stateSchema>;
export type Pairing = HelperState["pairings"][number];

export class StateStore {
  readonly #path: string;
  #state: HelperState;
  #writing: Promise<void> = Promise.resolve();

  private constructor(path: string, state: HelperState) {
    this.#path = path;
    this.#state = state;
  }

  /** A missing or unreadable file starts empty (an unreadable one is replaced on the next change). */
  static async open(path: string): Promise<StateStore> {
    let raw: unknown = {};
    try {
      raw = JSON.parse(await readFile(path, "utf8"));
    } catch {
      // first start, or a damaged file
    }
    const parsed = stateSchema.safeParse(raw);
    return new StateStore(path, parsed.success ? parsed.data : stateSchema.parse({}));
  }

  get(): Readonly<HelperState> {
    return this.#state;
  }

  /** Applies a change and writes the file; writes happen one after another, in order. */
  update(change: (state: HelperState) => void): Promise<void> {
    change(this.#state);
    const text = `${JSON.stringify(this.#state, null, 2)}\n`;
    this.#writing = this.#writing.then(async () => {
      await mkdir(dirname(this.#path), { recursive: true, mode: 0o700 });
      const temporary = `${this.#path}.${process.pid}.tmp`;
      await writeFile(temporary, text, { mode: 0o600 });
      await rename(temporary, this.#path);
    });
    return this.#writing;
  }
}
