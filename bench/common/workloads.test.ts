// The workloads are the bytes every earlier measurement (ours and the peers') used: a change here
// would make the numbers in docs/benchmarks.md incomparable.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeConversation } from "./conversation-workload.ts";
import { makeReply } from "./reply-workload.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("bench workloads", () => {
  it("makes the 20,271-character reply with 10 code blocks and 30 formulas", () => {
    const reply = makeReply();
    expect(reply).toHaveLength(20_271);
    expect((reply.match(/^```/gm) ?? []).length / 2).toBe(10);
    expect((reply.match(/\$\$/g) ?? []).length / 2).toBe(10);
    expect((reply.replace(/\$\$[\s\S]*?\$\$/g, "").match(/\$/g) ?? []).length / 2).toBe(20);
    expect(sha256(reply)).toBe("5d7356d604628f69ca729e9e9624886af601deaaf9bba80c1d0df3cc1643bee5");
  });

  it("makes the 2,000-message conversation of 583,755 characters", () => {
    const messages = makeConversation();
    expect(messages).toHaveLength(2000);
    expect(messages.reduce((sum, m) => sum + m.text.length, 0)).toBe(583_755);
    expect(sha256(JSON.stringify(messages))).toBe(
      "c384ef984bac2f574e4ec5c50720cb96f97cd51d19a46ffde517e366848fd42d",
    );
  });
});
