import { describe, expect, it, vi } from "vitest";
import { createEventBus } from "./event-bus.ts";
import type { ParleyEvents } from "./events.ts";

describe("createEventBus", () => {
  it("delivers a payload to every listener of its type only", () => {
    const bus = createEventBus<ParleyEvents>();
    const selected = vi.fn();
    const toast = vi.fn();
    bus.on("conversation.selected", selected);
    bus.on("toast.shown", toast);
    bus.emit("conversation.selected", { conversationId: 7 });
    expect(selected).toHaveBeenCalledWith({ conversationId: 7 });
    expect(toast).not.toHaveBeenCalled();
  });

  it("stops delivering after unsubscribe and counts listeners", () => {
    const bus = createEventBus<ParleyEvents>();
    const listener = vi.fn();
    const off = bus.on("panel.closed", listener);
    expect(bus.listenerCount("panel.closed")).toBe(1);
    off();
    bus.emit("panel.closed", {});
    expect(listener).not.toHaveBeenCalled();
    expect(bus.listenerCount("panel.closed")).toBe(0);
  });

  it("once delivers a single event", () => {
    const bus = createEventBus<ParleyEvents>();
    const listener = vi.fn();
    bus.once("language.changed", listener);
    bus.emit("language.changed", { language: "fr" });
    bus.emit("language.changed", { language: "ar" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ language: "fr" });
  });

  it("isolates a throwing listener from the others", () => {
    const errors: unknown[] = [];
    const bus = createEventBus<ParleyEvents>((error) => errors.push(error));
    const after = vi.fn();
    bus.on("sidebar.toggled", () => {
      throw new Error("boom");
    });
    bus.on("sidebar.toggled", after);
    bus.emit("sidebar.toggled", { open: true });
    expect(after).toHaveBeenCalledOnce();
    expect(errors).toHaveLength(1);
  });

  it("tolerates a listener that unsubscribes while events are delivered", () => {
    const bus = createEventBus<ParleyEvents>();
    const second = vi.fn();
    const off = bus.on("panel.closed", () => off());
    bus.on("panel.closed", second);
    bus.emit("panel.closed", {});
    bus.emit("panel.closed", {});
    expect(second).toHaveBeenCalledTimes(2);
  });
});
