// The ops token lives in this tab only (session storage): closing the tab signs ops out.
import { useState } from "react";
import type { OpsCredentials } from "../api/ops-api.ts";

const KEY = "parley_ops_credentials";

function read(): OpsCredentials | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as OpsCredentials) : null;
  } catch {
    return null;
  }
}

export function useOpsCredentials() {
  const [credentials, setCredentials] = useState<OpsCredentials | null>(read);
  const save = (next: OpsCredentials | null) => {
    try {
      if (next) window.sessionStorage.setItem(KEY, JSON.stringify(next));
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // Not kept: the page still works until it is closed.
    }
    setCredentials(next);
  };
  return { credentials, save };
}
