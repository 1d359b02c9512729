import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGuardedFetch,
  FetchFailedError,
  guardedLookup,
  safeFetchText,
} from "../../../src/lib/net/safe-fetch.ts";
import { FetchBlockedError, parseAllowList } from "../../../src/lib/net/ssrf-guard.ts";

let server: http.Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/page") {
      res.setHeader("content-type", "text/html");
      res.end("<p>hello page</p>");
    } else if (url.pathname === "/to-loopback") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/page` });
      res.end();
    } else if (url.pathname === "/to-metadata") {
      res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    } else if (url.pathname === "/hop") {
      const n = Number(url.searchParams.get("n"));
      res.writeHead(307, { location: n > 0 ? `/hop?n=${n - 1}` : "/page" });
      res.end();
    } else if (url.pathname === "/same-origin-hop") {
      res.writeHead(307, { location: "/headers" });
      res.end();
    } else if (url.pathname === "/headers") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(req.headers));
    } else if (url.pathname === "/event-stream") {
      res.setHeader("content-type", "text/event-stream");
      for (let i = 0; i < 50; i++) res.write(`data: ${"e".repeat(90)}\n\n`);
      res.end();
    } else if (url.pathname === "/big") {
      res.end("x".repeat(100_000));
    } else if (url.pathname === "/slow") {
      setTimeout(() => res.end("late"), 2000).unref();
    } else if (url.pathname === "/echo") {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => res.end(`${req.method} ${body}`));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const policy = () => ({ allow: parseAllowList(`localhost:${port}`), maxBytes: 10_000, timeoutMs: 1000 });

describe("safe fetch", () => {
  it("fetches an allow-listed loopback host", async () => {
    const page = await safeFetchText(`http://localhost:${port}/page`, policy());
    expect(page).toMatchObject({ status: 200, text: "<p>hello page</p>", truncated: false });
    expect(page.contentType).toBe("text/html");
  });

  it("refuses loopback, other ports and metadata without the allow-list, before connecting", async () => {
    const before = hits.length;
    for (const url of [
      `http://127.0.0.1:${port}/page`,
      `http://2130706433:${port}/page`,
      `http://0x7f.1:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
      `http://localhost:${port + 1}/page`,
      "http://169.254.169.254/latest/meta-data/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "ftp://localhost/",
    ]) {
      await expect(safeFetchText(url, policy()), url).rejects.toBeInstanceOf(FetchBlockedError);
    }
    expect(hits.length).toBe(before);
  });

  it("re-checks every redirect: the allow-listed first hop may not lead to loopback or metadata", async () => {
    const before = hits.length;
    await expect(safeFetchText(`http://localhost:${port}/to-loopback`, policy())).rejects.toBeInstanceOf(
      FetchBlockedError,
    );
    await expect(safeFetchText(`http://localhost:${port}/to-metadata`, policy())).rejects.toBeInstanceOf(
      FetchBlockedError,
    );
    // Only the two first hops reached the server; /page was never fetched.
    expect(hits.slice(before)).toEqual(["/to-loopback", "/to-metadata"]);
  });

  it("follows at most 5 redirects", async () => {
    const ok = await safeFetchText(`http://localhost:${port}/hop?n=4`, policy());
    expect(ok.text).toBe("<p>hello page</p>");
    await expect(safeFetchText(`http://localhost:${port}/hop?n=5`, policy())).rejects.toThrow(
      /Too many redirects/,
    );
  });

  it("cuts the body at maxBytes and gives up after the timeout", async () => {
    const big = await safeFetchText(`http://localhost:${port}/big`, { ...policy(), maxBytes: 1000 });
    expect(big.text.length).toBe(1000);
    expect(big.truncated).toBe(true);
    await expect(
      safeFetchText(`http://localhost:${port}/slow`, { ...policy(), timeoutMs: 200 }),
    ).rejects.toThrow();
  });

  it("checks the resolved address inside the socket lookup", async () => {
    const lookup = (allowListed: boolean) =>
      new Promise<unknown>((resolve) =>
        guardedLookup(allowListed)("localhost", { all: true }, (error, address) => resolve(error ?? address)),
      );
    expect(await lookup(false)).toBeInstanceOf(FetchBlockedError);
    expect(Array.isArray(await lookup(true))).toBe(true);
  });

  it("refuses a resolved address in any form: mapped, NAT64 or 6to4 around loopback", async () => {
    for (const address of ["::ffff:127.0.0.1", "64:ff9b::7f00:1", "2002:7f00:1::1"]) {
      const error = await new Promise<unknown>((resolve) =>
        guardedLookup(false)(address, { all: true }, (e) => resolve(e)),
      );
      expect(error, address).toBeInstanceOf(FetchBlockedError);
      expect((error as FetchBlockedError).reason, address).toBe("loopback");
    }
  });

  it("works as a fetch for SDKs, with bodies and the same guard", async () => {
    const guarded = createGuardedFetch({ allow: parseAllowList(`localhost:${port}`) });
    const response = await guarded(`http://localhost:${port}/echo`, { method: "POST", body: "ping" });
    expect(await response.text()).toBe("POST ping");
    await expect(guarded(`http://127.0.0.1:${port}/echo`)).rejects.toBeInstanceOf(FetchBlockedError);
    await expect(guarded(`http://localhost:1/x`)).rejects.toSatisfy(
      (e) => e instanceof FetchBlockedError || e instanceof FetchFailedError,
    );
  });

  it("keeps credentials on a same-origin redirect, also in same-origin-only mode", async () => {
    const guarded = createGuardedFetch({
      allow: parseAllowList(`localhost:${port}`),
      redirects: "same-origin-only",
      secretHeaders: ["x-api-key"],
    });
    const response = await guarded(`http://localhost:${port}/same-origin-hop`, {
      headers: { authorization: "Bearer t", "x-api-key": "k" },
    });
    expect(await response.json()).toMatchObject({ authorization: "Bearer t", "x-api-key": "k" });
  });

  it("cuts an SDK body past maxResponseBytes: a declared length at once, an event stream per event", async () => {
    const guarded = createGuardedFetch({
      allow: parseAllowList(`localhost:${port}`),
      maxResponseBytes: { maxBytes: 1000, setting: "PARLEY_TEST_MAX" },
    });
    await expect(guarded(`http://localhost:${port}/big`)).rejects.toThrow(/larger than 1000 bytes/);
    // 50 events of 98 bytes: 4900 bytes in all, each event within the cap.
    const events = await guarded(`http://localhost:${port}/event-stream`);
    expect((await events.text()).length).toBe(4900);
  });
});
