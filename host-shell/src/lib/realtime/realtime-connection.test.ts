import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventBus, type ParleyEvents } from "@parley/shared-contracts";
import { connectRealtime, HEARTBEAT_MS, PONG_TIMEOUT_MS, type SocketLike } from "./realtime-connection.ts";
import { RealtimeHub } from "./realtime-hub.ts";
import { reconnectDelay, RESTART_SPREAD_MS, restartReconnectDelay } from "./reconnect-delay.ts";
import { REALTIME_SERVICE_RESTART } from "@parley/shared-contracts/api/realtime";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection failed or dropped (server down). */
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

function setup(options: { beforeRetry?: () => Promise<void> } = {}) {
  const bus = createEventBus<ParleyEvents>();
  const hub = new RealtimeHub(bus);
  const sockets: FakeSocket[] = [];
  const statuses: boolean[] = [];
  const events: unknown[] = [];
  const outages = vi.fn();
  bus.on("realtime.status", ({ open }) => statuses.push(open));
  bus.on("realtime.event", (event) => events.push(event));
  const connection = connectRealtime({
    hub,
    url: "ws://acme.localhost/ws/connect/",
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    onOutage: outages,
    ...options,
  });
  return { hub, sockets, statuses, events, outages, connection };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("reconnectDelay", () => {
  it("doubles from 1 s to a 10 s cap, with ±20 % jitter never above the cap", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map((n) => reconnectDelay(n, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(0, 0)).toBe(800);
    expect(reconnectDelay(0, 0.999)).toBeCloseTo(1200, -1);
    expect(reconnectDelay(3, 0.999)).toBe(9597);
    expect(reconnectDelay(4, 0.999)).toBe(10_000);
  });
});

describe("connectRealtime", () => {
  it("reconnects forever with backoff, back to 1 s after a successful open", async () => {
    const { sockets, statuses } = setup();
    expect(sockets).toHaveLength(1);
    sockets[0]!.serverOpens();
    expect(statuses).toEqual([true]);
    sockets[0]!.drop();
    expect(statuses).toEqual([true, false]);
    const waits = [1000, 2000, 4000, 8000, 10_000, 10_000, 10_000];
    for (const [i, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(sockets).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(i + 2);
      sockets.at(-1)!.drop();
    }
    // Open again: the next drop waits 1 s.
    await vi.advanceTimersByTimeAsync(10_000);
    sockets.at(-1)!.serverOpens();
    sockets.at(-1)!.drop();
    const count = sockets.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(count + 1);
  });

  it("relays events (not pongs) to the bus and flushes messages queued while closed", () => {
    const { sockets, events, hub } = setup();
    hub.send({ type: "user_opened_conversation", conversation_id: 4 });
    sockets[0]!.serverOpens();
    expect(sockets[0]!.sent).toEqual(['{"type":"user_opened_conversation","conversation_id":4}']);
    sockets[0]!.serverSends({ type: "pong" });
    sockets[0]!.serverSends({ type: "messages_deleted", conversation_id: 4, message_ids: [1] });
    expect(events).toEqual([{ type: "messages_deleted", conversation_id: 4, message_ids: [1] }]);
  });

  it("pings every 25 s and drops a connection that stops answering", async () => {
    const { sockets, statuses } = setup();
    sockets[0]!.serverOpens();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(sockets[0]!.sent).toEqual(['{"type":"ping"}']);
    sockets[0]!.serverSends({ type: "pong" });
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(statuses).toEqual([true]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - PONG_TIMEOUT_MS);
    expect(sockets[0]!.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(statuses).toEqual([true, false]);
  });

  it("reports an outage after 500 ms, once, unless it reconnected by then", async () => {
    const { sockets, outages } = setup();
    sockets[0]!.serverOpens();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(499);
    expect(outages).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outages).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(outages).toHaveBeenCalledTimes(1);
    // A blip shorter than 500 ms after a successful open: no notice.
    sockets[2]!.serverOpens();
    sockets[2]!.drop();
    await vi.advanceTimersByTimeAsync(300);
    expect(outages).toHaveBeenCalledTimes(1);
  });

  it("reconnects within the restart spread after 1012 (a draining server), with no outage notice", async () => {
    const { sockets, statuses, outages } = setup();
    sockets[0]!.serverOpens();
    sockets[0]!.close(REALTIME_SERVICE_RESTART);
    // random() is 0.5 here: half the spread, sooner than the 1 s of an ordinary drop.
    await vi.advanceTimersByTimeAsync(RESTART_SPREAD_MS / 2 - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverOpens();
    // Open again: the parcels hear it and re-read what they show (nothing sent meanwhile is missed).
    expect(statuses).toEqual([true, false, true]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(outages).not.toHaveBeenCalled();
    // Should no other instance answer, the ordinary backoff and notice follow.
    sockets[1]!.close(REALTIME_SERVICE_RESTART);
    await vi.advanceTimersByTimeAsync(RESTART_SPREAD_MS / 2);
    sockets[2]!.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(outages).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(4);
  });

  it("spreads the reconnects after 1012 over [0, RESTART_SPREAD_MS)", () => {
    expect(restartReconnectDelay(0)).toBe(0);
    expect(restartReconnectDelay(0.999)).toBeLessThan(RESTART_SPREAD_MS);
    expect(restartReconnectDelay(0.5)).toBe(RESTART_SPREAD_MS / 2);
  });

  it("refreshes the session before retrying a socket that never opened, and stops on sign-out", async () => {
    const beforeRetry = vi.fn(() => Promise.resolve());
    const { sockets, connection, outages } = setup({ beforeRetry });
    sockets[0]!.serverOpens();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(beforeRetry).not.toHaveBeenCalled();
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(beforeRetry).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(3);
    // The server ended the session: checked before retrying, and no outage notice.
    sockets[2]!.serverOpens();
    const notices = outages.mock.calls.length;
    sockets[2]!.close(4401);
    await vi.advanceTimersByTimeAsync(1000);
    expect(beforeRetry).toHaveBeenCalledTimes(2);
    expect(outages).toHaveBeenCalledTimes(notices);
    expect(sockets).toHaveLength(4);
    connection.stop();
    expect(sockets[3]!.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(4);
  });
});
