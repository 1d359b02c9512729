import { useHelperAgent } from "../hooks/use-helper-agent.ts";
import { useHelperClient } from "../hooks/use-helper-client.ts";

/**
 * Renders nothing: starts the page's helper agent once the server said where the helper listens.
 * The shell mounts it at page start when this browser has a desktop uuid, so local tools work in a
 * page whose tools panel was never opened (docs/architecture.md § Desktop helper app).
 */
export function DesktopAgent() {
  const { client } = useHelperClient();
  useHelperAgent(client, client, true);
  return null;
}
