import { describe, expectTypeOf, it } from "vitest";
import { createEventBus } from "./event-bus.ts";
import type { ParleyEvents } from "./events.ts";

describe("event map types", () => {
  const bus = createEventBus<ParleyEvents>();

  it("types payloads by event name", () => {
    bus.on("conversation.selected", (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ conversationId: number }>();
    });
  });

  it("rejects a wrong payload, an unknown event and a wrong listener", () => {
    // @ts-expect-error conversationId must be a number
    bus.emit("conversation.selected", { conversationId: "7" });
    // @ts-expect-error payload is required
    bus.emit("conversation.selected");
    // @ts-expect-error no such event
    bus.emit("conversation.exploded", {});
    // @ts-expect-error the listener expects another payload
    bus.on("panel.opened", (payload: { conversationId: number }) => payload);
    // @ts-expect-error panel must be one of the right-panel views
    bus.emit("panel.opened", { panel: "somewhere" });
  });

  it("asks for the admin site on its home or a named console page only", () => {
    bus.emit("admin-site.open-requested", {});
    bus.emit("admin-site.open-requested", { page: "models" });
    // @ts-expect-error not a console page a remote may open
    bus.emit("admin-site.open-requested", { page: "ops/remotes" });
  });
});
