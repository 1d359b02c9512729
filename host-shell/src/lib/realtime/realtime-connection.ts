import {
  REALTIME_SERVICE_RESTART,
  REALTIME_SESSION_ENDED,
  type RealtimeEvent,
} from "@parley/shared-contracts/api/realtime";
import { WEBSOCKET_HEARTBEAT_MS } from "@parley/shared-contracts/constants";
import type { RealtimeHub } from "./realtime-hub.ts";
import { reconnectDelay, restartReconnectDelay } from "./reconnect-delay.ts";

/** docs/product/shell.md § Realtime connection: heartbeat every 25 s. */
export const HEARTBEAT_MS = WEBSOCKET_HEARTBEAT_MS;
/** No pong this long after a ping: the connection is dead even if the browser has not noticed. */
export const PONG_TIMEOUT_MS = 10_000;
/**
 * docs/product/shell.md § Realtime connection: a socket error is shown after 500 ms (unless it reconnected by
 * then).
 */
export const ERROR_NOTICE_DELAY_MS = 500;

/** The parts of the browser's WebSocket the connection uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

export interface RealtimeConnectionOptions {
  hub: RealtimeHub;
  /** ws(s)://<this host>/ws/connect/ */
  url: string;
  createSocket?: (url: string) => SocketLike;
  /**
   * Before retrying after a socket that never opened: makes sure the session cookie is fresh (the
   * handshake is authenticated with the short-lived access cookie; an API call refreshes it).
   */
  beforeRetry?: () => Promise<void>;
  /** The socket failed and is still down 500 ms later (once per outage). */
  onOutage?: () => void;
  random?: () => number;
}

export interface RealtimeConnection {
  /** Closes the socket and stops reconnecting (sign-out). */
  stop(): void;
}

export function defaultRealtimeUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws/connect/`;
}

function isEvent(value: unknown): value is RealtimeEvent {
  return (
    typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
  );
}

/**
 * The shell's one websocket: opens it, relays every event into the hub (which tells the parcels
 * and the bus), pings every 25 s, and reconnects forever — 1 s doubling to 10 s with jitter,
 * back to 1 s after a successful open.
 */
export function connectRealtime(options: RealtimeConnectionOptions): RealtimeConnection {
  const { hub } = options;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const random = options.random ?? Math.random;
  let stopped = false;
  let attempt = 0;
  let socket: SocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  let outageNoticed = false;
  let everOpen = false;

  const clearTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(pongTimer);
    heartbeat = undefined;
    pongTimer = undefined;
  };

  const open = () => {
    if (stopped) return;
    const current = createSocket(options.url);
    socket = current;
    let opened = false;
    const detach = hub.attach({
      send: (text) => current.send(text),
      isOpen: () => current.readyState === OPEN,
      close: () => current.close(1000, "closing"),
    });
    current.onopen = () => {
      if (socket !== current) return;
      opened = true;
      everOpen = true;
      attempt = 0;
      outageNoticed = false;
      clearTimeout(noticeTimer);
      hub.setOpen(true);
      heartbeat = setInterval(() => {
        current.send('{"type":"ping"}');
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => current.close(4000, "heartbeat timeout"), PONG_TIMEOUT_MS);
      }, HEARTBEAT_MS);
    };
    current.onmessage = (message) => {
      if (socket !== current || typeof message.data !== "string") return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      if (!isEvent(data)) return;
      if ((data as { type: string }).type === "pong") {
        clearTimeout(pongTimer);
        return;
      }
      hub.deliver(data);
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      detach();
      if (stopped) return;
      hub.setOpen(false);
      // The server ended the session (sign-out elsewhere): the session check below signs out, no notice.
      const sessionEnded = event.code === REALTIME_SESSION_ENDED;
      // The instance is restarting (a drain): reconnect at once, spread, to another one; no notice
      // unless that fails too. The parcels re-read what they show when the socket opens again.
      const restart = event.code === REALTIME_SERVICE_RESTART;
      if (!outageNoticed && everOpen && !sessionEnded && !restart) {
        clearTimeout(noticeTimer);
        noticeTimer = setTimeout(() => {
          if (stopped || hub.isOpen()) return;
          outageNoticed = true;
          options.onOutage?.();
        }, ERROR_NOTICE_DELAY_MS);
      }
      const wait = restart ? restartReconnectDelay(random()) : reconnectDelay(attempt, random());
      if (!restart) attempt++;
      retryTimer = setTimeout(() => {
        const ready =
          (!opened || sessionEnded) && options.beforeRetry
            ? options.beforeRetry().catch(() => undefined)
            : null;
        if (ready) void ready.then(open);
        else open();
      }, wait);
    };
  };

  open();
  return {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(noticeTimer);
      clearTimers();
      const current = socket;
      socket = null;
      current?.close(1000, "signed out");
    },
  };
}
