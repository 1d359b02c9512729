import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ApiUpload, UploadProgress } from "@parley/shared-contracts/shell";
import { renderChat, SEND } from "../../../test/chat-harness.tsx";

afterEach(cleanup);

const SENT = { data: { conversation_id: 12, user_message_id: 30, assistant_message_id: null } };

/** A host upload that reports progress when told and answers when told. */
function fakeUpload() {
  let progress: UploadProgress | undefined;
  let answer: (response: Response) => void = () => undefined;
  const upload = vi.fn<ApiUpload>(
    (_path, _body, options) =>
      new Promise<Response>((resolve, reject) => {
        progress = options?.onProgress;
        answer = resolve;
        // As the shell's upload does: an abort rejects with an AbortError.
        options?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The upload was aborted.", "AbortError")),
        );
      }),
  );
  return {
    upload,
    progress: (loaded: number, total: number) => act(() => progress?.(loaded, total)),
    answer: () => act(async () => answer(new Response(JSON.stringify(SENT), { status: 200 }))),
  };
}

async function attachAndSend(names = ["report.pdf"]) {
  await screen.findByTestId("message-list.empty");
  const files = names.map((name) => new File([new Uint8Array(64)], name));
  fireEvent.change(screen.getByTestId("attach.documents-input"), { target: { files } });
  fireEvent.change(screen.getByTestId("chat-box.input"), { target: { value: "Read this" } });
  fireEvent.keyDown(screen.getByTestId("chat-box.input"), { key: "Enter" });
}

describe("upload progress", () => {
  it("shows the upload's progress under the chat box while the files go, then hides it", async () => {
    const host = fakeUpload();
    const chat = renderChat({ upload: host.upload, routes: { [SEND]: { status: 500 } } });
    await attachAndSend();
    await waitFor(() => expect(host.upload).toHaveBeenCalledTimes(1));
    const [path, body] = host.upload.mock.calls[0]!;
    expect(path).toBe("/api/v1/messages/send/");
    expect((body.getAll("files") as File[]).map((f) => f.name)).toEqual(["report.pdf"]);
    expect(body.get("message")).toBe("Read this");

    // Before the first progress event the browser cannot tell: no value yet.
    const bar = await screen.findByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBeNull();
    expect(bar.getAttribute("aria-label")).toBe("Uploading files…");
    host.progress(256, 1024);
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-label")).toBe("Uploading files… 25%");
    expect(screen.getByTestId("chat.upload-progress").textContent).toContain("25%");
    host.progress(1024, 1024);
    expect(bar.getAttribute("aria-valuenow")).toBe("100");

    await host.answer();
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    // Only the host's upload carried the send.
    expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(0);
  });

  it("cancels the upload: the text and files go back to the chat box, with no error", async () => {
    const host = fakeUpload();
    renderChat({ upload: host.upload });
    await attachAndSend();
    await screen.findByRole("progressbar");
    const signal = host.upload.mock.calls[0]![2]?.signal;
    fireEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    expect(screen.getByTestId<HTMLTextAreaElement>("chat-box.input").value).toBe("Read this");
    expect(screen.getAllByTestId("attach.chip").map((c) => c.textContent)).toEqual([
      expect.stringContaining("report.pdf"),
    ]);
    expect(screen.queryByTestId("chat-box.error")).toBeNull();
    expect(screen.queryAllByTestId("message.item")).toHaveLength(0);
  });

  it("offers no cancel once every byte went: the server has the message and sends it", async () => {
    const host = fakeUpload();
    renderChat({ upload: host.upload });
    await attachAndSend();
    await screen.findByRole("progressbar");
    const signal = host.upload.mock.calls[0]![2]?.signal;
    host.progress(512, 1024);
    expect(screen.getByRole("button", { name: "Cancel upload" })).toBeTruthy();
    host.progress(1024, 1024);
    expect(screen.queryByRole("button", { name: "Cancel upload" })).toBeNull();
    expect(signal?.aborted).toBe(false);
    await host.answer();
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });

  it("sends without progress through api when the host offers no upload", async () => {
    const chat = renderChat({ routes: { [SEND]: { status: 200, body: SENT } } });
    await attachAndSend();
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(1));
    const form = chat.callsTo("POST", "/api/v1/messages/send/")[0]!.body as FormData;
    expect((form.getAll("files") as File[]).map((f) => f.name)).toEqual(["report.pdf"]);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("sends text alone through api even when the host can upload", async () => {
    const host = fakeUpload();
    const chat = renderChat({ upload: host.upload, routes: { [SEND]: { status: 200, body: SENT } } });
    await screen.findByTestId("message-list.empty");
    fireEvent.change(screen.getByTestId("chat-box.input"), { target: { value: "Just text" } });
    fireEvent.keyDown(screen.getByTestId("chat-box.input"), { key: "Enter" });
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(1));
    expect(host.upload).not.toHaveBeenCalled();
  });
});
