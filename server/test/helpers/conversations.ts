// Helpers of the conversation tests: members of acme besides the owner, sending, reading a stream
// over real HTTP (chunk by chunk, to join mid-reply) and waiting for replies to settle.
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../src/lib/db/database.ts";
import { findAccountBySubdomain } from "../../src/modules/accounts/repository.ts";
import { createMember } from "../../src/modules/members/service.ts";
import { findModelByName, OFFLINE_MODEL } from "../../src/modules/models/repository.ts";
import type { Client } from "./client.ts";
import { createClient } from "./client.ts";

export async function accountId(db: Database, subdomain: string): Promise<number> {
  const account = await findAccountBySubdomain(db, subdomain);
  if (account === undefined) throw new Error(`no workspace ${subdomain}`);
  return account.id;
}

export async function offlineModelId(db: Database, subdomain = "acme"): Promise<number> {
  const model = await findModelByName(db, await accountId(db, subdomain), OFFLINE_MODEL.name);
  if (model === undefined) throw new Error("no offline model");
  return model.id;
}

/** Creates a member of acme and signs them in. */
export async function signedInMember(
  app: FastifyInstance,
  db: Database,
  email: string,
  role: "owner" | "admin" | "member" = "member",
): Promise<{ client: Client; memberId: number }> {
  const password = "member-password-123";
  const { member } = await createMember(db, await accountId(db, "acme"), {
    email,
    name: email.split("@")[0] ?? email,
    role,
    password,
  });
  const client = createClient(app, "acme.localhost");
  const login = await client.login(email, password);
  expect(login.statusCode).toBe(200);
  return { client, memberId: member.id };
}

export interface SendIds {
  conversation_id: number;
  user_message_id: number;
  assistant_message_id: number | null;
}

export async function send(client: Client, fields: Record<string, string>): Promise<SendIds> {
  const res = await client.post("/api/v1/messages/send/", { multipart: fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: SendIds }>().data;
}

/** The whole stream of a reply through inject (resolves once it settled). */
export async function streamText(client: Client, messageId: number): Promise<string> {
  const res = await client.post("/api/v1/messages/stream/", { json: { message_id: messageId } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  return res.body;
}

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

export interface LiveStream {
  /** Text received so far. */
  text(): string;
  /** Resolves with the full text when the response ends. */
  done: Promise<string>;
  /** Resolves once at least `chars` characters arrived. */
  waitFor(chars: number): Promise<void>;
  close(): void;
}

/** Opens the stream of a reply over real HTTP and collects it chunk by chunk. */
export function openStream(port: number, client: Client, messageId: number): LiveStream {
  let text = "";
  const waiters: { chars: number; resolve: () => void }[] = [];
  const body = JSON.stringify({ message_id: messageId });
  let abort: () => void = () => {};
  const done = new Promise<string>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1/messages/stream/",
        method: "POST",
        headers: {
          host: client.host,
          cookie: client.cookieHeader(),
          "x-csrf-token": client.jar.get("parley_csrf") ?? "",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          for (const waiter of waiters.filter((w) => text.length >= w.chars)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        });
        res.on("end", () => resolve(text));
        // Closed by the test (a reader going away): what arrived is the result.
        res.on("error", () => resolve(text));
      },
    );
    abort = () => req.destroy();
    req.on("error", (error) => (text === "" ? reject(error) : resolve(text)));
    req.end(body);
  });
  return {
    text: () => text,
    done,
    waitFor: (chars) =>
      text.length >= chars ? Promise.resolve() : new Promise((resolve) => waiters.push({ chars, resolve })),
    close: () => abort(),
  };
}

/** Polls until the predicate holds (replies settle asynchronously). */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
