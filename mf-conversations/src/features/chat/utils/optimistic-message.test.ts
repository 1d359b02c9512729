import { describe, expect, it } from "vitest";
import { optimisticMessage } from "./optimistic-message.ts";

describe("optimisticMessage", () => {
  it("carries the send's files at once: images by their local URL, documents by name", () => {
    const message = optimisticMessage({
      conversationId: 7,
      content: "See these",
      nonAi: false,
      profile: null,
      files: [
        { name: "chart.png", url: "blob:chart", image: true },
        { name: "plan.pdf", url: "", image: false },
      ],
    });
    expect(message.upload_files).toEqual({
      images: [{ id: -1, file_name: "chart.png", url: "blob:chart" }],
      documents: [{ id: -101, file_name: "plan.pdf", url: "" }],
    });
  });
});
