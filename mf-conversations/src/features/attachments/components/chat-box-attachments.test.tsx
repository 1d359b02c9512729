import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { aModel } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ChatBox } from "../../chat/components/chat-box.tsx";
import type { SendResult } from "../../chat/hooks/use-send-message.ts";

afterEach(cleanup);

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

function renderBox(result: SendResult = { ok: true, conversationId: 7 }, model = aModel()) {
  const onSend = vi.fn(async (): Promise<SendResult> => result);
  const { shell } = createFakeShell({ api: createFakeApi({}).api });
  renderInShell(
    <ChatBox
      conversation={undefined}
      models={[model]}
      modelsLoading={false}
      model={model}
      onChooseModel={vi.fn()}
      onSend={onSend}
      replyArriving={false}
      onStop={null}
      stopping={false}
    />,
    shell,
  );
  return { onSend };
}

function pick(files: File[], input = "attach.documents-input") {
  fireEvent.change(screen.getByTestId(input), { target: { files } });
}

describe("attachments in the chat box", () => {
  it("offers Upload documents and Upload images from the Add file menu, by keyboard", async () => {
    renderBox();
    fireEvent.click(screen.getByRole("button", { name: "Add file" }));
    const items = screen.getAllByRole("menuitem");
    expect(items.map((i) => i.textContent?.trim())).toEqual(["Upload documents", "Upload images"]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0]!, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("shows chosen files as removable chips and sends them, even without text", async () => {
    const { onSend } = renderBox();
    pick([file("plan.pdf"), file("notes.txt")]);
    expect(screen.getAllByTestId("attach.chip").map((c) => c.textContent)).toEqual([
      expect.stringContaining("plan.pdf"),
      expect.stringContaining("notes.txt"),
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Remove notes.txt" }));
    expect(screen.getAllByTestId("attach.chip")).toHaveLength(1);
    fireEvent.click(screen.getByTestId("chat-box.send"));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith("", false, [], [expect.objectContaining({ name: "plan.pdf" })]),
    );
    expect(screen.queryByTestId("attach.chip")).toBeNull();
  });

  it("attaches files pasted into the chat box; pasted text stays text", () => {
    renderBox();
    const input = screen.getByTestId("chat-box.input");
    fireEvent.paste(input, { clipboardData: { files: [file("screenshot.png")], getData: () => "" } });
    expect(screen.getAllByTestId("attach.chip").map((c) => c.textContent)).toEqual([
      expect.stringContaining("screenshot.png"),
    ]);
    fireEvent.paste(input, { clipboardData: { files: [], getData: () => "plain" } });
    expect(screen.getAllByTestId("attach.chip")).toHaveLength(1);
  });

  it("refuses 11 files with the spec's message and keeps them", async () => {
    const { onSend } = renderBox();
    pick(Array.from({ length: 11 }, (_, i) => file(`n${i}.txt`)));
    expect(screen.getByTestId("chat-box.attachment-problem").textContent).toContain(
      "You can only upload up to 10 files at a time",
    );
    fireEvent.change(screen.getByTestId("chat-box.input"), { target: { value: "many" } });
    fireEvent.click(screen.getByTestId("chat-box.send"));
    expect(await screen.findByTestId("chat-box.error")).toHaveProperty(
      "textContent",
      expect.stringContaining("You can only upload up to 10 files at a time"),
    );
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("attach.chip")).toHaveLength(11);
  });

  it("says an image is not supported by a model without image support", () => {
    renderBox(undefined, aModel({ supported_file_types: [] }));
    pick([file("photo.png")], "attach.images-input");
    expect(screen.getByTestId("chat-box.attachment-problem").textContent).toContain(
      "Some files are not supported by the current model",
    );
  });

  it("puts text and files back when the send fails", async () => {
    renderBox({ ok: false, error: "Something went wrong. Unable to send message." });
    pick([file("plan.pdf")]);
    fireEvent.change(screen.getByTestId("chat-box.input"), { target: { value: "See attached" } });
    fireEvent.click(screen.getByTestId("chat-box.send"));
    expect(await screen.findByTestId("chat-box.error")).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>("chat-box.input").value).toBe("See attached");
    expect(screen.getAllByTestId("attach.chip")).toHaveLength(1);
  });
});
