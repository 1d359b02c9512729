import { describe, expect, it } from "vitest";
import { createInProcessPubSub } from "../../../src/lib/pubsub/in-process.ts";

describe("in-process PubSub", () => {
  it("delivers messages in publish order to current subscribers of the topic only", async () => {
    const bus = createInProcessPubSub();
    const a: unknown[] = [];
    const b: unknown[] = [];
    await bus.publish("t", "before anyone listened");
    const offA = await bus.subscribe("t", (m) => a.push(m));
    await bus.subscribe("other", (m) => b.push(m));
    await bus.publish("t", 1);
    await bus.publish("t", { n: 2 });
    expect(a).toEqual([1, { n: 2 }]);
    expect(b).toEqual([]);
    await offA();
    await bus.publish("t", 3);
    expect(a).toEqual([1, { n: 2 }]);
  });

  it("keeps two subscriptions of one handler apart and isolates a throwing handler", async () => {
    const errors: unknown[] = [];
    const bus = createInProcessPubSub((error) => errors.push(error));
    const seen: unknown[] = [];
    const handler = (m: unknown) => seen.push(m);
    const off1 = await bus.subscribe("t", handler);
    await bus.subscribe("t", () => {
      throw new Error("boom");
    });
    await bus.subscribe("t", handler);
    await bus.publish("t", "x");
    expect(seen).toEqual(["x", "x"]);
    expect(errors).toHaveLength(1);
    await off1();
    await bus.publish("t", "y");
    expect(seen).toEqual(["x", "x", "y"]);
  });
});
