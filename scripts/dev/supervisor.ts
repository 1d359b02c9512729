// Keeps the Parley server running under `npm run dev` and restarts it after an edit of its code.
// - The edits of a moment (a save that writes several files, a branch switch) make one restart.
// - A restart is a reload in the same process when the process can (server-standby.ts): the new
//   server's code loads while the old server drains, and it starts on the database the old one kept
//   open. A process reloads at most `maxReloads` times (every reload keeps its modules in memory),
//   then the next restart is a new process.
// - A standby process waits beside the running server with the server's installed packages already
//   loaded (server-standby.ts): about 1.3 s of a 2-core machine's start. At an edit it is told to
//   start while the running server is asked to stop (SIGTERM: it drains, server.ts), so the new
//   server loads the edited code while the old one closes; it opens the embedded database as soon
//   as the old one has let go of it. A server that has not stopped within `killAfterMs` is killed.
// - The new server counts as started when it prints that it runs; the log says how long the restart
//   took, `[server] restarted in 2200 ms (server/src/modules/tools/routes.ts)`, in place of the
//   start banner the first server printed.
// - A server that exits on its own (an edit that does not load) waits for the next edit.
// Browsers reconnect by themselves: the shell's websocket reconnects after the drain's 1012 close.
import { changedFiles, formatDuration, tagLines } from "./log.ts";

/** A server process as the supervisor sees it (server-standby.ts in run.ts, a fake in tests). */
export interface ServerProcess {
  /** Start the server (a standby process only loads packages until then). */
  start(): void;
  /** Start a new server in place of the running one, with its code read afresh (when the process can). */
  reload?: () => void;
  kill(signal: NodeJS.Signals): boolean;
  /** Called once, when the process has exited. */
  onExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
  /** Called with each line the process writes (stdout and stderr). */
  onLine(listener: (line: string) => void): void;
}

export interface SupervisorOptions {
  spawn(): ServerProcess;
  log(text: string): void;
  /** The line that says the server accepts requests. */
  isReady(line: string): boolean;
  /** Folder the changed files are shown relative to. */
  base: string;
  /** Edits closer together than this make one restart. */
  debounceMs?: number;
  /** SIGKILL a server that has not exited this long after SIGTERM. */
  killAfterMs?: number;
  /** Reloads of one process before a restart takes a new one (default 25). */
  maxReloads?: number;
  /** Keep a standby process ready for the next restart (off in tests that count processes). */
  standby?: boolean;
  /** Told when the server starts, runs, or is down (the holding proxy holds or passes connections). */
  onState?: (state: "starting" | "ready" | "down") => void;
  /** A line as the log shows it (the server's own port replaced by the address the developer opens). */
  rewriteLine?: (line: string) => string;
  now?: () => number;
}

export interface Supervisor {
  start(): void;
  /** A watched file changed. */
  changed(file: string): void;
  /** Stops the server (SIGTERM, then SIGKILL) and restarts no more. */
  stop(): Promise<void>;
  /** Restarts so far. */
  readonly restarts: number;
}

export const SERVER_PART = "server";

interface Tracked {
  process: ServerProcess;
  exited: Promise<void>;
  /** Told to stop: its exit is expected. */
  retiring: boolean;
  ready: boolean;
  /** Reloads asked of it so far. */
  reloads: number;
  /** The restart this process completes, for the log line. */
  restart?: { since: number; files: string[] };
}

export function createSupervisor(options: SupervisorOptions): Supervisor {
  const debounceMs = options.debounceMs ?? 30;
  const killAfterMs = options.killAfterMs ?? 5000;
  const maxReloads = options.maxReloads ?? 25;
  const now = options.now ?? (() => performance.now());
  const log = (text: string) => options.log(tagLines(SERVER_PART, text));
  const rewrite = options.rewriteLine ?? ((line: string) => line);
  const setState = (state: "starting" | "ready" | "down") => options.onState?.(state);

  let active: Tracked | undefined;
  let standby: Tracked | undefined;
  let stopped = false;
  let restarts = 0;
  let pendingFiles: string[] = [];
  let restartSince: number | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;

  const spawn = (): Tracked => {
    const current = options.spawn();
    let resolveExit!: () => void;
    const tracked: Tracked = {
      process: current,
      exited: new Promise((resolve) => (resolveExit = resolve)),
      retiring: false,
      ready: false,
      reloads: 0,
    };
    // After a restart the server's start banner (its ready line and the indented lines under it:
    // address, sign-in, database) is said once already: one "restarted in" line stands for it.
    let banner = false;
    current.onLine((raw) => {
      const line = rewrite(raw);
      if (banner && line.startsWith("  ")) return;
      banner = false;
      if (tracked.ready || !options.isReady(line)) return options.log(tagLines(SERVER_PART, line));
      tracked.ready = true;
      if (active === tracked) setState("ready");
      if (tracked.restart) {
        const { since, files } = tracked.restart;
        log(`restarted in ${formatDuration(now() - since)}${changedFiles(files, options.base)}`);
        banner = true;
      } else options.log(tagLines(SERVER_PART, line));
      // The next standby loads while this server idles, not during the restart.
      if (options.standby && !stopped && standby === undefined) standby = spawn();
    });
    current.onExit((code, signal) => {
      resolveExit();
      if (standby === tracked) standby = undefined;
      if (active === tracked) {
        active = undefined;
        if (!tracked.retiring) setState("down");
      }
      if (stopped || tracked.retiring) return;
      // The next edit's server: loaded while the developer fixes what failed.
      if (options.standby && standby === undefined) standby = spawn();
      log(
        `exited (${signal ?? `code ${code}`}); it starts again at your next edit under server/ or shared-contracts/`,
      );
    });
    return tracked;
  };

  const take = (): Tracked => {
    const next = standby ?? spawn();
    standby = undefined;
    return next;
  };

  /** SIGTERM, and SIGKILL after `killAfterMs`; resolves when the process has exited. */
  const terminate = async (tracked: Tracked | undefined) => {
    if (tracked === undefined) return;
    tracked.retiring = true;
    tracked.process.kill("SIGTERM");
    const timer = setTimeout(() => tracked.process.kill("SIGKILL"), killAfterMs);
    await tracked.exited;
    clearTimeout(timer);
  };

  /** One restart at a time; edits seen during one make the next. */
  let queue: Promise<void> = Promise.resolve();
  const restart = async () => {
    if (stopped || pendingFiles.length === 0) return;
    const files = pendingFiles;
    pendingFiles = [];
    restarts += 1;
    const since = restartSince ?? now();
    restartSince = undefined;
    const previous = active;
    if (previous?.process.reload !== undefined && !previous.retiring && previous.reloads < maxReloads) {
      previous.reloads += 1;
      // A reload asked while the last one runs: one log line for both, timed from the first edit.
      previous.restart =
        !previous.ready && previous.restart
          ? { since: previous.restart.since, files: [...new Set([...previous.restart.files, ...files])] }
          : { since, files };
      previous.ready = false;
      setState("starting");
      previous.process.reload();
      return;
    }
    const next = take();
    next.restart = { since, files };
    active = next;
    setState("starting");
    // Both at once: the new server loads its code while the old one drains; it waits for the
    // embedded database's lock, which the old one releases last.
    const stopping = terminate(previous);
    next.process.start();
    await stopping;
  };

  return {
    start() {
      active = take();
      setState("starting");
      active.process.start();
    },
    changed(file) {
      if (stopped) return;
      restartSince ??= now();
      if (!pendingFiles.includes(file)) pendingFiles.push(file);
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        queue = queue.then(restart);
      }, debounceMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(debounce);
      await queue;
      setState("down");
      await Promise.all([terminate(active), terminate(standby)]);
    },
    get restarts() {
      return restarts;
    },
  };
}
