import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSupervisor, type ServerProcess } from "./supervisor.ts";

/** A fake server process: says it runs when told, exits on SIGTERM unless it hangs. */
class FakeServer implements ServerProcess {
  signals: NodeJS.Signals[] = [];
  started = false;
  hangs = false;
  #exit: ((code: number | null, signal: NodeJS.Signals | null) => void) | undefined;
  #line: ((line: string) => void) | undefined;
  start(): void {
    this.started = true;
  }
  kill(signal: NodeJS.Signals): boolean {
    this.signals.push(signal);
    if (!this.hangs || signal === "SIGKILL") setTimeout(() => this.exit(null, signal), 10);
    return true;
  }
  onExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void {
    this.#exit = listener;
  }
  onLine(listener: (line: string) => void): void {
    this.#line = listener;
  }
  say(line: string): void {
    this.#line?.(line);
  }
  exit(code: number | null, signal: NodeJS.Signals | null): void {
    this.#exit?.(code, signal);
  }
}

/** A fake process that hosts servers (server-standby.ts): it can reload in place. */
class ReloadingServer extends FakeServer {
  reloads = 0;
  reload(): void {
    this.reloads += 1;
  }
}

let servers: FakeServer[];
let lines: string[];
let clock: number;

function supervisor(
  options: {
    killAfterMs?: number;
    standby?: boolean;
    maxReloads?: number;
    reloading?: boolean;
    onState?: (state: "starting" | "ready" | "down") => void;
  } = {},
) {
  const { reloading, ...rest } = options;
  return createSupervisor({
    spawn: () => {
      const server = reloading ? new ReloadingServer() : new FakeServer();
      servers.push(server);
      return server;
    },
    log: (text) => lines.push(...text.split("\n")),
    isReady: (line) => line.startsWith("Parley is running"),
    base: "/repo/server",
    debounceMs: 100,
    now: () => clock,
    ...rest,
  });
}

/** Advances the fake clock and the timers together. */
async function advance(ms: number) {
  clock += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  servers = [];
  lines = [];
  clock = 0;
});
afterEach(() => vi.useRealTimers());

describe("the server supervisor", () => {
  it("tags the server's lines", () => {
    const s = supervisor();
    s.start();
    servers[0]?.say("Parley is running: http://acme.localhost:8080");
    expect(lines).toEqual(["[server] Parley is running: http://acme.localhost:8080"]);
  });

  it("restarts once for the edits of a moment and says how long it took", async () => {
    const s = supervisor();
    s.start();
    s.changed("/repo/server/src/a.ts");
    await advance(50);
    s.changed("/repo/server/src/b.ts");
    await advance(100);
    // The new server starts while the old one stops.
    expect(servers[0]?.signals).toEqual(["SIGTERM"]);
    expect(servers).toHaveLength(2);
    expect(servers[1]?.started).toBe(true);
    await advance(1020);
    servers[1]?.say("Parley is running: http://acme.localhost:8080");
    expect(lines.at(-1)).toBe("[server] restarted in 1170 ms (src/a.ts, src/b.ts)");
    expect(s.restarts).toBe(1);
  });

  it("keeps a standby process loaded once the server runs, and starts it at the next edit", async () => {
    const s = supervisor({ standby: true });
    s.start();
    expect(servers).toHaveLength(1);
    servers[0]?.say("Parley is running: http://acme.localhost:8080");
    expect(servers).toHaveLength(2);
    expect(servers[1]?.started).toBe(false);
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    expect(servers[1]?.started).toBe(true);
    expect(servers).toHaveLength(2);
    const stopping = s.stop();
    await advance(20);
    await stopping;
  });

  it("kills a server that does not stop in time", async () => {
    const s = supervisor({ killAfterMs: 500 });
    s.start();
    const first = servers[0];
    if (first) first.hangs = true;
    s.changed("/repo/server/src/a.ts");
    await advance(400);
    expect(first?.signals).toEqual(["SIGTERM"]);
    await advance(300);
    expect(first?.signals).toEqual(["SIGTERM", "SIGKILL"]);
    expect(servers).toHaveLength(2);
  });

  it("leaves one server running when an edit comes during a restart", async () => {
    const s = supervisor({ killAfterMs: 1000 });
    s.start();
    const first = servers[0];
    if (first) first.hangs = true;
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    s.changed("/repo/server/src/b.ts");
    await advance(150);
    // The second restart waits for the first, whose old server is still stopping.
    expect(servers).toHaveLength(2);
    await advance(1000);
    expect(first?.signals).toEqual(["SIGTERM", "SIGKILL"]);
    await advance(100);
    expect(servers).toHaveLength(3);
    expect(servers.filter((server) => server.signals.length === 0)).toEqual([servers[2]]);
  });

  it("says so when the new server exits before it runs", async () => {
    const s = supervisor();
    s.start();
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    servers[1]?.exit(1, null);
    expect(lines.at(-1)).toMatch(/^\[server\] exited \(code 1\)/);
  });

  it("waits for the next edit after the server exits on its own", async () => {
    const s = supervisor();
    s.start();
    servers[0]?.exit(1, null);
    expect(lines.at(-1)).toMatch(/^\[server\] exited \(code 1\); it starts again at your next edit/);
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    expect(servers).toHaveLength(2);
  });

  it("stops the server and restarts no more", async () => {
    const s = supervisor();
    s.start();
    s.changed("/repo/server/src/a.ts");
    const stopped = s.stop();
    await advance(50);
    await stopped;
    expect(servers[0]?.signals).toEqual(["SIGTERM"]);
    await advance(500);
    expect(servers).toHaveLength(1);
    expect(lines.some((line) => line.includes("exited"))).toBe(false);
  });
});

describe("the server supervisor with a process that reloads in place", () => {
  it("reloads the running process at an edit, and says how long it took", async () => {
    const states: string[] = [];
    const s = supervisor({ reloading: true, onState: (state) => states.push(state) });
    s.start();
    const server = servers[0] as ReloadingServer;
    server.say("Parley is running: http://acme.localhost:8080");
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    // No signal, no new process: the same one starts the new server.
    expect(server.reloads).toBe(1);
    expect(server.signals).toEqual([]);
    expect(servers).toHaveLength(1);
    await advance(900);
    server.say("Parley is running: http://acme.localhost:8080");
    server.say("  Database: embedded (PGlite)");
    expect(lines.slice(1)).toEqual(["[server] restarted in 1050 ms (src/a.ts)"]);
    expect(states).toEqual(["starting", "ready", "starting", "ready"]);
    expect(s.restarts).toBe(1);
  });

  it("times a reload asked during another from the first edit, in one log line", async () => {
    const s = supervisor({ reloading: true });
    s.start();
    const server = servers[0] as ReloadingServer;
    server.say("Parley is running: http://acme.localhost:8080");
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    s.changed("/repo/server/src/b.ts");
    await advance(150);
    expect(server.reloads).toBe(2);
    server.say("Parley is running: http://acme.localhost:8080");
    expect(lines.slice(1)).toEqual(["[server] restarted in 300 ms (src/a.ts, src/b.ts)"]);
  });

  it("takes a new process after maxReloads, and after the process exits", async () => {
    const s = supervisor({ reloading: true, maxReloads: 2 });
    s.start();
    const first = servers[0] as ReloadingServer;
    for (let edit = 0; edit < 2; edit += 1) {
      first.say("Parley is running: http://acme.localhost:8080");
      s.changed(`/repo/server/src/${edit}.ts`);
      await advance(150);
    }
    expect(first.reloads).toBe(2);
    first.say("Parley is running: http://acme.localhost:8080");
    s.changed("/repo/server/src/c.ts");
    await advance(150);
    // The third edit: a new process, the old one asked to stop.
    expect(first.reloads).toBe(2);
    expect(first.signals).toEqual(["SIGTERM"]);
    expect(servers).toHaveLength(2);
    const second = servers[1] as ReloadingServer;
    expect(second.started).toBe(true);
    await advance(20);
    // A reload whose code does not load exits the process: the next edit starts another.
    second.say("Parley is running: http://acme.localhost:8080");
    s.changed("/repo/server/src/d.ts");
    await advance(150);
    expect(second.reloads).toBe(1);
    second.exit(1, null);
    expect(lines.at(-1)).toContain("exited (code 1)");
    s.changed("/repo/server/src/e.ts");
    await advance(150);
    expect(servers).toHaveLength(3);
    expect(servers[2]?.started).toBe(true);
  });
});

describe("the server supervisor's log after a restart", () => {
  it("says restarted in place of the start banner", async () => {
    const s = supervisor();
    s.start();
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    const next = servers[1];
    next?.say("Parley is running: http://acme.localhost:8080");
    next?.say("  Demo sign-in: owner@acme.test / secret");
    next?.say("  Database: embedded (PGlite)");
    next?.say('{"level":40,"msg":"a warning"}');
    expect(lines).toEqual([
      "[server] restarted in 150 ms (src/a.ts)",
      '[server] {"level":40,"msg":"a warning"}',
    ]);
  });
});

describe("the server supervisor's state", () => {
  it("is starting, then ready, starting again at a restart, and down when the server dies", async () => {
    const states: string[] = [];
    const s = createSupervisor({
      spawn: () => {
        const server = new FakeServer();
        servers.push(server);
        return server;
      },
      log: (text) => lines.push(text),
      isReady: (line) => line.startsWith("Parley is running"),
      base: "/repo",
      onState: (state) => states.push(state),
      rewriteLine: (line) => line.replace(":8181", ":8080"),
      now: () => clock,
    });
    s.start();
    servers[0]?.say("Parley is running: http://acme.localhost:8181");
    expect(lines).toEqual(["[server] Parley is running: http://acme.localhost:8080"]);
    s.changed("/repo/server/src/a.ts");
    await advance(150);
    servers[1]?.say("Parley is running: http://acme.localhost:8181");
    servers[1]?.exit(1, null);
    expect(states).toEqual(["starting", "ready", "starting", "ready", "down"]);
  });
});
