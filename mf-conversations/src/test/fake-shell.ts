// The kit's fake shell as the host hands it on /conversations, and test bodies for streams.
import type { RecordedCall } from "@parley/ui-kit/testing/fake-api.ts";
import {
  createFakeShell as createKitShell,
  type FakeShellOptions,
} from "@parley/ui-kit/testing/fake-shell.ts";

export {
  createFakeApi,
  jsonBody,
  type FakeAnswer,
  type FakeRoute,
  type RecordedCall,
} from "@parley/ui-kit/testing/fake-api.ts";
export { signedInProfile } from "@parley/ui-kit/testing/fake-shell.ts";

/** The fields of a recorded multipart body. */
export function formFields(call: RecordedCall | undefined): Record<string, string> {
  const body = call?.body;
  if (!(body instanceof FormData)) return {};
  return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
}

export function createFakeShell(options: FakeShellOptions) {
  return createKitShell({ pathname: "/conversations", ...options });
}

/** A body that the test feeds chunk by chunk; `fail` breaks the connection mid-body. */
export function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError("network error")),
  };
}
