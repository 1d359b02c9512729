import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./create-api-fetch.ts";
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, REFRESH_PATH } from "./wire-names.ts";

type Answer = { status: number; body?: string; headers?: string } | "network-error";

/** A stand-in XMLHttpRequest: records what was sent, reports progress, answers what `answer` says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers = new Map<string, string>();
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = "";
  status = 0;
  statusText = "";
  response: ArrayBuffer | null = null;
  body: unknown = null;
  responseHeaders = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: total > 0 } as ProgressEvent);
  }
  answer(answer: Answer) {
    if (answer === "network-error") return this.onerror?.();
    this.status = answer.status;
    this.response = answer.body === undefined ? null : new TextEncoder().encode(answer.body).buffer;
    this.responseHeaders = answer.headers ?? "";
    this.onload?.();
  }
}

function setup(refreshStatus = 200) {
  FakeXhr.sent = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === REFRESH_PATH ? new Response("{}", { status: refreshStatus }) : new Response("{}"),
  );
  const onSessionExpired = vi.fn();
  const { upload } = createApiClient({
    language: () => "de",
    onSessionExpired,
    fetch,
    cookies: () => `${CSRF_COOKIE_NAME}=csrf-1`,
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { upload, fetch, onSessionExpired };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the shell's upload", () => {
  it("sends with credentials, CSRF and language, reports progress, and answers a Response", async () => {
    const { upload } = setup();
    const form = new FormData();
    form.set("message", "hi");
    const progress: [number, number][] = [];
    const pending = upload("/api/v1/messages/send/", form, { onProgress: (l, t) => progress.push([l, t]) });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe("POST");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.get(CSRF_HEADER_NAME.toLowerCase())).toBe("csrf-1");
    expect(xhr.headers.get("accept-language")).toBe("de");
    expect(xhr.body).toBe(form);
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.answer({ status: 200, body: '{"data":{"id":7}}', headers: "content-type: application/json\r\n" });
    const response = await pending;
    expect(progress).toEqual([
      [512, 2048],
      [2048, 2048],
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ data: { id: 7 } });
  });

  it("refreshes once on 401 and sends again", async () => {
    const { upload, fetch } = setup();
    const pending = upload("/api/v1/messages/send/", new FormData());
    FakeXhr.sent[0]!.answer({ status: 401, body: "{}" });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(fetch).toHaveBeenCalledWith(REFRESH_PATH, expect.objectContaining({ method: "POST" }));
    FakeXhr.sent[1]!.answer({ status: 204 });
    expect((await pending).status).toBe(204);
  });

  it("ends the session when the refresh is refused", async () => {
    const { upload, onSessionExpired } = setup(401);
    const pending = upload("/api/v1/messages/send/", new FormData());
    FakeXhr.sent[0]!.answer({ status: 401, body: "{}" });
    expect((await pending).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("rejects like fetch: TypeError on a network failure, AbortError when aborted", async () => {
    const { upload } = setup();
    const failing = upload("/api/v1/messages/send/", new FormData());
    FakeXhr.sent[0]!.answer("network-error");
    await expect(failing).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = upload("/api/v1/messages/send/", new FormData(), { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
  });
});
