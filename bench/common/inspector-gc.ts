// A full garbage collection in another Node process, through its inspector (started with
// `--inspect=127.0.0.1:<port>`), then its heap in use: what a "memory flat after the load" figure must
// read — the heap a process reports at an arbitrary moment includes garbage not yet collected.
import WebSocket from "ws";

interface Target {
  webSocketDebuggerUrl: string;
}

export async function heapAfterGc(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Target[];
  if (target === undefined) throw new Error(`no inspector target on port ${inspectPort}`);
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const mine = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: unknown };
        if (message.id !== mine) return;
        ws.off("message", onMessage);
        if (message.error !== undefined) reject(new Error(JSON.stringify(message.error)));
        else resolve(message.result);
      };
      ws.on("message", onMessage);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    const usage = (await call("Runtime.getHeapUsage")) as { usedSize: number };
    return usage.usedSize;
  } finally {
    ws.close();
  }
}
