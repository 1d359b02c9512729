import { COMMENTARY_STALENESS_MS } from "@parley/shared-contracts/constants";

/** The parts of HTMLAudioElement the player uses (tests pass a fake). */
export interface AudioLike {
  play(): Promise<void>;
  pause(): void;
  onended: (() => void) | null;
  onerror: (() => void) | null;
}

export interface CommentaryItem {
  /** Base64 audio (mp3/wav/ogg: the browser sniffs the format). */
  audio_data: string;
  created_at: string;
}

export interface CommentaryPlayerOptions {
  createAudio(source: string): AudioLike;
  now(): number;
  isHidden(): boolean;
  onError(kind: "playback" | "processing"): void;
}

/**
 * commentary_audio (docs/product/shell.md § Events): items play queued, one at a time. An item is dropped
 * when it is older than 5 s (on arrival or when its turn comes) or arrives while the tab is hidden; playback
 * pauses while the tab is hidden and resumes when it shows again; stop discards the current item.
 */
export class CommentaryPlayer {
  #queue: CommentaryItem[] = [];
  #current: AudioLike | null = null;
  #paused = false;
  #options: CommentaryPlayerOptions;

  constructor(options: CommentaryPlayerOptions) {
    this.#options = options;
  }

  #stale(item: CommentaryItem): boolean {
    const created = Date.parse(item.created_at);
    return Number.isNaN(created) || this.#options.now() - created > COMMENTARY_STALENESS_MS;
  }

  enqueue(item: CommentaryItem): void {
    if (this.#options.isHidden() || this.#stale(item)) return;
    this.#queue.push(item);
    this.#next();
  }

  /** The tab was hidden or shown again. */
  setHidden(hidden: boolean): void {
    this.#paused = hidden;
    if (hidden) this.#current?.pause();
    else if (this.#current) this.#play(this.#current);
    else this.#next();
  }

  /** Discards the item playing now; the queue goes on. */
  stop(): void {
    const current = this.#current;
    this.#current = null;
    current?.pause();
    this.#next();
  }

  /** Stops everything (the conversation closed). */
  dispose(): void {
    this.#queue = [];
    const current = this.#current;
    this.#current = null;
    current?.pause();
  }

  get pending(): number {
    return this.#queue.length + (this.#current ? 1 : 0);
  }

  #play(audio: AudioLike): void {
    audio.play().catch(() => {
      if (this.#current !== audio || this.#paused) return;
      this.#options.onError("playback");
      this.stop();
    });
  }

  #next(): void {
    if (this.#current || this.#paused) return;
    let item = this.#queue.shift();
    while (item && this.#stale(item)) item = this.#queue.shift();
    if (!item) return;
    let audio: AudioLike;
    try {
      if (!/^[A-Za-z0-9+/=\s]+$/.test(item.audio_data)) throw new Error("not base64");
      audio = this.#options.createAudio(`data:audio/mpeg;base64,${item.audio_data.replace(/\s/g, "")}`);
    } catch {
      this.#options.onError("processing");
      this.#next();
      return;
    }
    this.#current = audio;
    audio.onended = () => {
      if (this.#current !== audio) return;
      this.#current = null;
      this.#next();
    };
    audio.onerror = () => {
      if (this.#current !== audio) return;
      this.#options.onError("playback");
      this.stop();
    };
    this.#play(audio);
  }
}
