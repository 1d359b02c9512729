// Connects a member's knowledge-source account the way a browser does: initiate, the service's
// approval redirect, the callback.
import { expect } from "vitest";
import type { Client } from "../../helpers/client.ts";

export const KNOWLEDGE_BASE = "/api/v1/integrations/knowledge";

/** Returns where the callback sends the browser back. */
export async function connectKnowledge(client: Client, returnPath = "/conversations/new"): Promise<string> {
  const initiated = await client.post(`${KNOWLEDGE_BASE}/oauth-initiate/`, {
    json: { redirect_uri: returnPath },
  });
  expect(initiated.statusCode, initiated.body).toBe(200);
  const approved = await fetch(initiated.json().authorization_url, { redirect: "manual" });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get("location") ?? "");
  const callback = await client.get(back.pathname + back.search);
  expect(callback.statusCode).toBe(303);
  return String(callback.headers.location);
}
