import type { LocalToolInvocation } from "@parley/shared-contracts/api/desktop-tools";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { postDesktopTools, reportToolCall } from "../api/desktop-tools-api.ts";
import type { HelperClient } from "../api/helper-client.ts";
import { desktopToolsOf, toolSetKey } from "./desktop-tools.ts";
import { readDesktopUuid, writeDesktopUuid } from "./helper-storage.ts";
import { pageSessionUuid } from "./page-session.ts";
import { helperPollDelay } from "./poll-delay.ts";
import { probeHelper } from "./probe-helper.ts";
import { toolResultText } from "./tool-result-text.ts";

const HELPER_FAILED = "The desktop helper app could not run the tool";

export interface HelperAgentDeps {
  api: ApiFetch;
  bus: ParleyEventBus;
  client: HelperClient;
}

/**
 * The page's link between the helper and the server (docs/product/helper-app.md § Keeping the server
 * in step). Started with the page when a desktop uuid is stored (the shell mounts
 * mf_tools/DesktopAgent), else when the tools panel first sees the helper enabled, it keeps running
 * after the panel closes, so a reply can still use local tools: while the helper is enabled its tools
 * are posted to the desktop tools store whenever the set changed; once it is not running or
 * unreachable the stored set is cleared, the cached set forgotten and the desktop uuid removed; the
 * local tool calls the server sends this page (invoke_local_mcp_server) run through the helper and
 * their results are reported.
 * It looks every 5 s while the helper answers, backing off from 1 s to 30 s while nothing does (the
 * panel nudges it sooner after a change); `finish` (the member switched the helper off) looks once
 * more, to clear the server's set, and stops.
 */
export function createHelperAgent({ api, bus, client }: HelperAgentDeps) {
  // The set this page last posted; null: nothing yet (a new page posts once, taking the calls over).
  let posted: string | null = null;
  let checking: Promise<void> | undefined;
  let silentReads = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const seen = new Set<number>();

  async function sync(): Promise<void> {
    const probe = await probeHelper(client);
    silentReads = probe.state === "down" ? silentReads + 1 : 0;
    if (probe.state === "starting") return;
    if (probe.state !== "enabled") {
      posted = null;
      const uuid = readDesktopUuid();
      if (uuid === null) return;
      writeDesktopUuid(null);
      await postDesktopTools(api, { uuid, session_uuid: pageSessionUuid(), tools: [] });
      return;
    }
    const tools = desktopToolsOf(await client.servers());
    const key = toolSetKey(tools);
    if (key === posted) return;
    const uuid = readDesktopUuid();
    const session = await postDesktopTools(api, {
      ...(uuid === null ? {} : { uuid }),
      session_uuid: pageSessionUuid(),
      tools,
    });
    writeDesktopUuid(tools.length === 0 ? null : session.uuid);
    posted = key;
  }

  /** The next look, timed from the end of the last one. */
  function schedule(): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void check(), helperPollDelay(silentReads));
  }

  /** Looks at the helper now (one look at a time; a failed look is tried at the next). */
  function check(): Promise<void> {
    checking ??= sync()
      .catch((error: unknown) => console.warn("desktop tools not kept in step", error))
      .finally(() => {
        checking = undefined;
        schedule();
      });
    return checking;
  }

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    off();
  }

  async function run(call: LocalToolInvocation): Promise<void> {
    let outcome: { status: "success" | "error"; result: string | null; error: string | null };
    try {
      const result = await client.executeTool({
        serverName: call.server_name,
        toolName: call.tool_name,
        arguments: call.arguments,
      });
      const text = toolResultText(result);
      outcome = result.isError
        ? { status: "error", result: null, error: text || HELPER_FAILED }
        : { status: "success", result: text, error: null };
    } catch (error) {
      outcome = { status: "error", result: null, error: `${HELPER_FAILED}: ${String(error)}` };
    }
    await reportToolCall(api, call.tool_call_id, outcome).catch((error: unknown) =>
      console.warn("local tool result not reported", error),
    );
  }

  const off = bus.on("realtime.event", (event) => {
    if (event.type !== "invoke_local_mcp_server") return;
    const call = event.payload;
    // Only the page that posted the desktop's tools runs its calls, each once.
    if (call.session_uuid !== pageSessionUuid() || seen.has(call.tool_call_id)) return;
    seen.add(call.tool_call_id);
    void run(call);
  });
  void check();

  return {
    check,
    stop,
    /** One last look after the look under way (the helper is gone: the server's set is cleared), then stops. */
    async finish(): Promise<void> {
      stop();
      await checking;
      await sync().catch((error: unknown) => console.warn("desktop tools not kept in step", error));
    },
  };
}

export type HelperAgent = ReturnType<typeof createHelperAgent>;
