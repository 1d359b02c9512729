import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { MessageAttachments } from "./message-attachments.tsx";

afterEach(cleanup);

function renderFiles() {
  const { shell } = createFakeShell({ api: createFakeApi({}).api });
  renderInShell(
    <MessageAttachments
      files={{
        images: [{ id: 1, file_name: "chart.png", url: "/api/v1/files/1/chart.png" }],
        documents: [{ id: 2, file_name: "q3.pdf", url: "/api/v1/files/2/q3.pdf" }],
      }}
    />,
    shell,
  );
}

describe("a message's attachments", () => {
  it("links documents for download and opens images in a preview that Escape closes", () => {
    renderFiles();
    const link = screen.getByRole("link", { name: "Download q3.pdf" });
    expect(link.getAttribute("href")).toBe("/api/v1/files/2/q3.pdf");
    const thumbnail = screen.getByRole("button", { name: "Preview of chart.png" });
    fireEvent.click(thumbnail);
    const dialog = screen.getByRole("dialog", { name: "chart.png" });
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe("/api/v1/files/1/chart.png");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("names a document still being sent, without a link", () => {
    const { shell } = createFakeShell({ api: createFakeApi({}).api });
    renderInShell(
      <MessageAttachments
        files={{ images: [], documents: [{ id: -101, file_name: "plan.pdf", url: "" }] }}
      />,
      shell,
    );
    expect(screen.getByTestId("attach.document").textContent).toBe("plan.pdf");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows a broken-image picture when an image fails to load", () => {
    renderFiles();
    fireEvent.error(screen.getByRole("img", { name: "chart.png" }));
    expect(screen.getByRole("img", { name: "The image chart.png could not be loaded" })).toBeTruthy();
  });
});
