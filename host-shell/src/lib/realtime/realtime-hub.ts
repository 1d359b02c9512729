import type { RealtimeClientMessage, RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import type { RealtimeClient } from "@parley/shared-contracts/shell";

/** The socket behind the hub (realtime-connection.ts attaches the websocket to /ws/connect/). */
export interface RealtimeTransport {
  send(message: string): void;
  isOpen(): boolean;
  close(): void;
}

/** Messages kept while no socket is attached; older ones are dropped first. */
const MAX_QUEUED = 100;

/**
 * ShellProps.realtime: the single realtime channel every parcel shares. While no socket is open
 * (before sign-in, during a reconnect) messages wait in a bounded queue and `isOpen()` is false.
 * The connection (realtime-connection.ts) calls `deliver` for each event and `setOpen` on
 * open/close; listeners and the bus (`realtime.event`, `realtime.status`) hear both.
 */
export class RealtimeHub implements RealtimeClient {
  #listeners = new Set<(event: RealtimeEvent) => void>();
  #queue: string[] = [];
  #transport: RealtimeTransport | null = null;
  #bus: ParleyEventBus;

  constructor(bus: ParleyEventBus) {
    this.#bus = bus;
  }

  send(message: RealtimeClientMessage): void {
    const text = JSON.stringify(message);
    if (this.#transport?.isOpen()) this.#transport.send(text);
    else this.#queue = [...this.#queue, text].slice(-MAX_QUEUED);
  }

  subscribe(listener: (event: RealtimeEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  isOpen(): boolean {
    return this.#transport?.isOpen() ?? false;
  }

  /** Attaches the socket; returns the detach function. */
  attach(transport: RealtimeTransport): () => void {
    this.#transport?.close();
    this.#transport = transport;
    return () => {
      if (this.#transport === transport) this.#transport = null;
      transport.close();
    };
  }

  /** The transport opened or closed; queued messages go out on open. */
  setOpen(open: boolean): void {
    if (open && this.#transport) {
      const queued = this.#queue;
      this.#queue = [];
      for (const text of queued) this.#transport.send(text);
    }
    this.#bus.emit("realtime.status", { open });
  }

  /** An event arrived from the server. */
  deliver(event: RealtimeEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
    this.#bus.emit("realtime.event", event);
  }
}
