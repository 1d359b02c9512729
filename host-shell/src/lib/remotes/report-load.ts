// The canary's denominator (docs/admin-site.md § Ops: versions): each remote version this tab
// mounted, once per tab (session storage), sent in one batch a moment later — a write per tab and
// version, not per page view or per parcel.
import { REMOTE_LOADS_PATH } from "../api-client/wire-names.ts";
import type { ApiFetch } from "@parley/shared-contracts/shell";

const STORAGE_KEY = "parley_remote_loads";
/** Mounts that follow each other closely (the page's parcels) travel in one request. */
const BATCH_DELAY_MS = 2000;
const MAX_BATCH = 20;

function readSent(storage: Storage | null): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The tab's storage is first touched when the batch is sent, not when the reporter is made: the
 * first access to sessionStorage in a page is a synchronous round trip to the browser (about
 * 1–5 ms here), which the boot does not wait for.
 */
export function createLoadReporter(
  api: ApiFetch,
  options: { storage?: Storage | null; delayMs?: number } = {},
): (remote: string, version: string) => void {
  let storage: Storage | null | undefined = options.storage;
  /** What this tab has reported, read from its storage at the first send. */
  let sent: Set<string> | null = null;
  let batch: { key: string; remote: string; version: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (storage === undefined) storage = tabStorage();
    const reported = (sent ??= readSent(storage));
    const loads = batch.filter(({ key }) => !reported.has(key)).slice(0, MAX_BATCH);
    batch = [];
    if (loads.length === 0) return;
    for (const { key } of loads) reported.add(key);
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify([...reported]));
    } catch {
      // Not remembered: a reload may count this tab's versions again, no harm.
    }
    api(REMOTE_LOADS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ loads: loads.map(({ remote, version }) => ({ remote, version })) }),
      keepalive: true,
    }).catch(() => {
      // Best effort: a lost beacon only makes the rate a little higher.
    });
  };
  return (remote, version) => {
    const key = `${remote}@${version}`;
    if (sent?.has(key) || batch.some((entry) => entry.key === key)) return;
    batch.push({ key, remote, version });
    timer ??= setTimeout(flush, options.delayMs ?? BATCH_DELAY_MS);
  };
}
