// This page load's report token (docs/security.md § Remote reports only from served pages): the
// server writes it into the document and refuses remote error and load reports without it. The
// shell's own reporters and a remote's crash report (ui-kit's ParcelCrash, through ShellProps.api)
// all go through the fetch this wraps, so each sends it.
import { INLINE_REPORT_TOKEN_ID, REPORT_TOKEN_HEADER } from "@parley/shared-contracts/remote-report-token";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { REMOTE_ERRORS_PATH, REMOTE_LOADS_PATH } from "../api-client/wire-names.ts";
import { takeInlineJson } from "../browser/inline-data.ts";

const REPORT_PATHS = new Set<string>([REMOTE_ERRORS_PATH, REMOTE_LOADS_PATH]);

/** The document's report token, once; null when it carries none (its reports are then refused). */
export function takeInlineReportToken(doc?: Document): string | null {
  const body = takeInlineJson(INLINE_REPORT_TOKEN_ID, doc) as { token?: unknown } | undefined;
  return typeof body?.token === "string" && body.token !== "" ? body.token : null;
}

/** `api` with the token on the report calls only: other calls have no use for it. */
export function withReportToken(api: ApiFetch, token: string | null): ApiFetch {
  if (token === null) return api;
  return (path, init) => {
    const pathname = (path.split(/[?#]/)[0] ?? "").replace(/\/$/, "");
    if (!REPORT_PATHS.has(pathname)) return api(path, init);
    const headers = new Headers(init?.headers);
    headers.set(REPORT_TOKEN_HEADER, token);
    return api(path, { ...init, headers });
  };
}
