import { useEffect } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import type { HelperClient } from "../api/helper-client.ts";
import { createHelperAgent, type HelperAgent } from "../utils/helper-agent.ts";

// One agent per page, kept after the panel unmounts (the module stays loaded): local tools keep
// working with the panel closed.
let agent: HelperAgent | undefined;

/**
 * Starts the page's helper agent (once) when `inUse` (the member uses the helper: a desktop uuid is
 * stored, or the panel saw it enabled; a member who never does is not polled for it), and has it
 * look again whenever `change` changes.
 */
export function useHelperAgent(client: HelperClient | undefined, change: unknown, inUse: boolean) {
  const { api, bus } = useShell();
  useEffect(() => {
    // The helper's port (hence its client) and the shell's api and bus do not change in a page.
    if (client === undefined || !inUse || agent !== undefined) return;
    agent = createHelperAgent({ api, bus, client });
  }, [api, bus, client, inUse]);
  useEffect(() => {
    void agent?.check();
  }, [change]);
}

/**
 * The member switched the helper off: the agent clears the server's set (the helper is gone) and
 * stops looking, until the panel sees the helper enabled again.
 */
export async function retireHelperAgent(): Promise<void> {
  const retiring = agent;
  agent = undefined;
  await retiring?.finish();
}

/** Stops the page's agent (tests start each with a fresh one). */
export function stopHelperAgent(): void {
  agent?.stop();
  agent = undefined;
}
