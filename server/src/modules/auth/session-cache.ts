// The hot path reads session + member + account in one query; this keeps that row for a moment so a
// page's burst of API calls costs one query, not one each. Every change made through this process
// (logout, a replayed refresh token, a profile update, an ops command) drops the entries at once;
// another server instance on the same PostgreSQL sees a revocation after at most `ttlMs`.
import type { PrincipalRow } from "./repository.ts";

export interface SessionCache {
  get(sessionId: string): PrincipalRow | undefined;
  set(row: PrincipalRow): void;
  forgetSession(sessionId: string): void;
  forgetMember(accountId: number, memberId: number): void;
  clear(): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache(ttlMs: number, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, { row: PrincipalRow; at: number }>();
  return {
    get(sessionId) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(sessionId);
      if (entry === undefined) return undefined;
      if (now() - entry.at >= ttlMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.row;
    },
    set(row) {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(row.session_id, { row, at: now() });
    },
    forgetSession(sessionId) {
      entries.delete(sessionId);
    },
    forgetMember(accountId, memberId) {
      for (const [sid, { row }] of entries) {
        if (row.account_id === accountId && row.member_id === memberId) entries.delete(sid);
      }
    },
    clear() {
      entries.clear();
    },
  };
}
