import {
  FORBIDDEN_ORIGIN,
  PAIRING_REQUIRED,
  helperErrorCode,
  type HelperClient,
} from "../api/helper-client.ts";

/**
 * What the helper's status says to this page: enabled, starting, or stopping (shut down, its servers
 * still stopping); running but not paired with this Parley address (`unpaired`) or refusing it
 * (`refused`: the address is not in its allowed origins); `down`: nothing answers (not running, or
 * unreachable).
 */
export type HelperProbe =
  | { state: "enabled" | "starting" | "stopping"; version: string }
  | { state: "unpaired" | "refused" | "down" };

export async function probeHelper(client: HelperClient): Promise<HelperProbe> {
  try {
    const status = await client.status();
    return { state: status.status, version: status.version };
  } catch (error) {
    const code = helperErrorCode(error);
    if (code === PAIRING_REQUIRED) return { state: "unpaired" };
    if (code === FORBIDDEN_ORIGIN) return { state: "refused" };
    return { state: "down" };
  }
}

/** The helper program runs and stays (whether or not it will work with this page yet). */
export const isRunning = (probe: HelperProbe | undefined) =>
  probe !== undefined && probe.state !== "down" && probe.state !== "stopping";
