// An XMLHttpRequest with fetch's shape: the one browser API that reports upload progress.
import type { UploadProgress } from "@parley/shared-contracts/shell";

export interface XhrOptions {
  method: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | null;
  onProgress?: UploadProgress | undefined;
  signal?: AbortSignal | undefined;
  createXhr?: () => XMLHttpRequest;
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function xhrRequest(url: string, options: XhrOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException("The upload was aborted.", "AbortError");
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = options.createXhr?.() ?? new XMLHttpRequest();
    xhr.open(options.method, url);
    xhr.withCredentials = true;
    xhr.responseType = "arraybuffer";
    options.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => options.signal?.removeEventListener("abort", onAbort);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => report(event.loaded, event.lengthComputable ? event.total : 0);
    }
    xhr.onload = () => {
      done();
      const body = NULL_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError("Network request failed"));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(options.body);
  });
}
