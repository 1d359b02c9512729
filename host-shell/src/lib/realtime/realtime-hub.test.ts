import { describe, expect, it, vi } from "vitest";
import { createEventBus, type ParleyEvents } from "@parley/shared-contracts";
import { RealtimeHub, type RealtimeTransport } from "./realtime-hub.ts";

function transport(open: boolean): RealtimeTransport & { sent: string[]; open: boolean } {
  const t = {
    sent: [] as string[],
    open,
    send: (m: string) => void t.sent.push(m),
    isOpen: () => t.open,
    close: vi.fn(),
  };
  return t;
}

describe("RealtimeHub", () => {
  it("is closed and connects nowhere until a transport is attached, keeping messages", () => {
    const hub = new RealtimeHub(createEventBus<ParleyEvents>());
    expect(hub.isOpen()).toBe(false);
    hub.send({ type: "ping" });
    const socket = transport(false);
    hub.attach(socket);
    expect(socket.sent).toEqual([]);
    socket.open = true;
    hub.setOpen(true);
    expect(socket.sent).toEqual(['{"type":"ping"}']);
    hub.send({ type: "user_opened_conversation", conversation_id: 1 });
    expect(socket.sent.at(-1)).toBe('{"type":"user_opened_conversation","conversation_id":1}');
  });

  it("delivers events to subscribers and the bus, and reports status on the bus", () => {
    const bus = createEventBus<ParleyEvents>();
    const hub = new RealtimeHub(bus);
    const listener = vi.fn();
    const relayed = vi.fn();
    const status = vi.fn();
    const off = hub.subscribe(listener);
    bus.on("realtime.event", relayed);
    bus.on("realtime.status", status);
    const event = { type: "user_read_conversation", conversation_id: 3, user_id: 9 } as const;
    hub.deliver(event);
    off();
    hub.deliver(event);
    hub.setOpen(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(relayed).toHaveBeenCalledTimes(2);
    expect(status).toHaveBeenCalledWith({ open: false });
  });
});
