// Helpers of the shutdown tests: a reply streamed over real HTTP as it arrives, the exit of a server
// process with its time, and the stored reply read back through a fresh start.
import { request } from "node:http";
import type { ChildProcess } from "node:child_process";
import { httpRequest, signIn } from "../helpers/processes.ts";

export const HOST = "acme.localhost";
export const PASSWORD = "demo-password-1";

export interface Session {
  cookie: string;
  csrf: string;
}

export async function session(port: number): Promise<Session> {
  const cookie = await signIn(port, HOST, "owner@acme.test", PASSWORD);
  return { cookie, csrf: /parley_csrf=([^;]+)/.exec(cookie)?.[1] ?? "" };
}

/** Sends a message to the offline model; answers the new assistant message and conversation. */
export async function sendMessage(
  port: number,
  s: Session,
  message: string,
): Promise<{ messageId: number; conversationId: number }> {
  const models = JSON.parse(
    (await httpRequest(port, HOST, "/api/v1/models/", { headers: { cookie: s.cookie } })).body,
  ) as {
    results: { id: number }[];
  };
  const sent = await httpRequest(port, HOST, "/api/v1/messages/send/", {
    method: "POST",
    headers: { cookie: s.cookie, "x-csrf-token": s.csrf, "content-type": "application/json" },
    body: JSON.stringify({ message, model_id: models.results[0]?.id }),
  });
  if (sent.status !== 200) throw new Error(`send failed: ${sent.status} ${sent.body}`);
  const data = (JSON.parse(sent.body) as { data: { assistant_message_id: number; conversation_id: number } })
    .data;
  return { messageId: data.assistant_message_id, conversationId: data.conversation_id };
}

export interface FollowedStream {
  /** Resolves once some text arrived. */
  started: Promise<void>;
  /** The whole body, once the server ended it. */
  done: Promise<{ status: number; body: string }>;
}

/** Follows a reply over POST /api/v1/messages/stream/ as the browser does. */
export function followStream(port: number, s: Session, messageId: number): FollowedStream {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1/messages/stream/",
        method: "POST",
        headers: {
          host: HOST,
          cookie: s.cookie,
          "x-csrf-token": s.csrf,
          "content-type": "application/json",
        },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => {
          body += chunk.toString();
          markStarted();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ message_id: messageId }));
  });
  return { started, done };
}

/** Resolves with the exit code (or the killing signal) of a child and when it exited. */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; at: number }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve({ code: child.exitCode, at: Date.now() });
    else child.once("exit", (code) => resolve({ code, at: Date.now() }));
  });
}

export interface StoredReply {
  id: number;
  status: string;
  content: string;
  streaming: boolean;
}

/** The assistant message as the conversation's page lists it. */
export async function storedReply(
  port: number,
  s: Session,
  conversationId: number,
  messageId: number,
): Promise<StoredReply | undefined> {
  const page = JSON.parse(
    (
      await httpRequest(port, HOST, `/api/v1/conversations/${conversationId}/messages/`, {
        headers: { cookie: s.cookie },
      })
    ).body,
  ) as { results: StoredReply[] };
  return page.results.find((m) => m.id === messageId);
}

/** Whether a new TCP connection to the port is accepted. */
export function accepts(port: number): Promise<boolean> {
  return httpRequest(port, HOST, "/healthz").then(
    () => true,
    () => false,
  );
}
