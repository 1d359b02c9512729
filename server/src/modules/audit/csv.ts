// The audit log as CSV (RFC 4180): quoted where needed, and a cell a spreadsheet would run as a
// formula (= + - @ tab CR first) gets a leading apostrophe.
import type { AuditEntry } from "@parley/shared-contracts/api/admin-audit";

const HEADER = ["created_at", "actor", "action", "target", "before", "after", "ip"];

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const json = (value: unknown) => (value === null ? "" : JSON.stringify(value));
  const lines = entries.map((e) =>
    [e.created_at, e.actor, e.action, e.target ?? "", json(e.before), json(e.after), e.ip ?? ""]
      .map(cell)
      .join(","),
  );
  return [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}
