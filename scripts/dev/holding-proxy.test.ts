import { createServer, connect, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startHoldingProxy, type HoldingProxy } from "./holding-proxy.ts";

/** A server that answers each line with `<name>:<line>`. */
async function echo(name: string, port = 0): Promise<Server> {
  const server = createServer((socket) =>
    socket.on("data", (data) => socket.write(`${name}:${data.toString()}`)),
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Sends `text` through the proxy; the answer, or "closed". */
function ask(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" }, () => socket.write(text));
    socket.once("data", (data) => {
      resolve(data.toString());
      socket.destroy();
    });
    socket.once("close", () => resolve("closed"));
    socket.on("error", () => undefined);
  });
}

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const item of open.splice(0)) await item.close();
});

async function proxyTo(targetPort: number, holdMs?: number): Promise<{ proxy: HoldingProxy; port: number }> {
  // An unused port for the proxy: listen on 0 through a throw-away server first.
  const probe = await echo("probe");
  const port = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
  const proxy = await startHoldingProxy({
    port,
    host: "127.0.0.1",
    targetPort,
    ...(holdMs ? { holdMs } : {}),
  });
  open.push(proxy);
  return { proxy, port };
}

describe("the holding proxy", () => {
  it("passes connections through to a ready server", async () => {
    const backend = await echo("first");
    open.push(backend);
    const { proxy, port } = await proxyTo(portOf(backend));
    proxy.setState("ready");
    expect(await ask(port, "hello")).toBe("first:hello");
  });

  it("holds a connection while the server restarts and passes it to the new one", async () => {
    const first = await echo("first");
    const targetPort = portOf(first);
    const { proxy, port } = await proxyTo(targetPort);
    proxy.setState("ready");
    expect(await ask(port, "a")).toBe("first:a");
    proxy.setState("starting");
    await new Promise((resolve) => first.close(resolve));
    const answer = ask(port, "b");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(proxy.held).toBe(1);
    const second = await echo("second", targetPort);
    open.push(second);
    proxy.setState("ready");
    expect(await answer).toBe("second:b");
  });

  it("closes held connections when the server goes down, and refuses new ones", async () => {
    const { proxy, port } = await proxyTo(1);
    const answer = ask(port, "a");
    await new Promise((resolve) => setTimeout(resolve, 50));
    proxy.setState("down");
    expect(await answer).toBe("closed");
    expect(await ask(port, "b")).toBe("closed");
  });

  it("closes a connection held too long", async () => {
    const { port } = await proxyTo(1, 100);
    expect(await ask(port, "a")).toBe("closed");
  });
});
