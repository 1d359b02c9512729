import type { RemoteFailureReport } from "@parley/shared-contracts/api/remotes";

type Phase = RemoteFailureReport["phase"];

/** A remote failed to load or mount; `phase` says where (reported to the server as is). */
export class RemoteLoadError extends Error {
  readonly phase: Phase;
  readonly remote: string;
  readonly version: string | undefined;

  constructor(message: string, details: { phase: Phase; remote: string; version?: string; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = "RemoteLoadError";
    this.phase = details.phase;
    this.remote = details.remote;
    this.version = details.version;
  }
}

/** The remote needs a newer ShellProps contract than this shell offers. */
export class RemoteContractError extends RemoteLoadError {
  readonly needed: number;
  readonly current: number;

  constructor(details: { remote: string; version?: string; needed: number; current: number }) {
    super(
      `${details.remote}@${details.version ?? "?"} needs shell contract ${details.needed}, shell offers ${details.current}`,
      {
        phase: "contract",
        remote: details.remote,
        version: details.version,
      },
    );
    this.name = "RemoteContractError";
    this.needed = details.needed;
    this.current = details.current;
  }
}

/**
 * The tenant's manifest has no such remote, or the remote does not expose that parcel yet: a part of
 * the product not delivered yet, shown as a quiet empty state rather than an error.
 */
export class RemoteUnavailableError extends Error {
  readonly parcel: string;

  constructor(parcel: string) {
    super(`${parcel} is not available for this workspace`);
    this.name = "RemoteUnavailableError";
    this.parcel = parcel;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
