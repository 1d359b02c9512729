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

export function createLoadReporter(
  api: ApiFetch,
  options: { storage?: Storage | null; delayMs?: number } = {},
): (remote: string, version: string) => void {
  const storage = options.storage === undefined ? tabStorage() : options.storage;
  const sent = readSent(storage);
  let batch: { remote: string; version: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const loads = batch.slice(0, MAX_BATCH);
    batch = [];
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify([...sent]));
    } catch {
      // Not remembered: a reload may count this tab's versions again, no harm.
    }
    api(REMOTE_LOADS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ loads }),
      keepalive: true,
    }).catch(() => {
      // Best effort: a lost beacon only makes the rate a little higher.
    });
  };
  return (remote, version) => {
    const key = `${remote}@${version}`;
    if (sent.has(key)) return;
    sent.add(key);
    batch.push({ remote, version });
    timer ??= setTimeout(flush, options.delayMs ?? BATCH_DELAY_MS);
  };
}
