// Whether a send scrapes {{url}}s: the send's behavior_settings JSON when it names
// explicit_url_detection, else the member's stored behaviour setting (default off).
import type { Queryable } from "../../lib/db/database.ts";
import { findBehaviorSettings } from "../behavior-settings/repository.ts";

export async function urlDetectionForSend(
  db: Queryable,
  accountId: number,
  memberId: number,
  raw: string | undefined,
): Promise<boolean> {
  if (raw !== undefined && raw.trim() !== "") {
    try {
      const sent = JSON.parse(raw) as unknown;
      if (typeof sent === "object" && sent !== null && "explicit_url_detection" in sent) {
        const value = sent.explicit_url_detection;
        if (typeof value === "boolean") return value;
      }
    } catch {
      // Invalid JSON is reported by the aggressiveness check of the same field.
    }
  }
  const stored = await findBehaviorSettings(db, accountId, memberId);
  return stored.explicit_url_detection === true;
}
