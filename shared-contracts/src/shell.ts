import type { ParleyEventBus } from "./events.ts";
import type { Profile } from "./api/profile.ts";
import type { LanguageCode } from "./languages.ts";
import type { RealtimeClientMessage, RealtimeEvent } from "./api/realtime.ts";
import type { CatalogueParcelId, ParcelExtraProps, RouteProps } from "./parcel-catalogue.ts";

/**
 * Version of the ShellProps contract. Bump the major part of a change that breaks remotes; a remote
 * built against a higher version than the shell offers is refused with a clear error.
 */
export const SHELL_CONTRACT_VERSION = 1;

/** The host's authenticated fetch: credentials, Accept-Language, CSRF header, one shared refresh on 401. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Progress of an upload: bytes sent so far and in all (0 when the browser cannot tell). */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * The host's authenticated upload: the same credentials, CSRF header, Accept-Language and one shared
 * refresh on 401 as `api`, but it reports the request body's progress (fetch cannot). Rejects like
 * fetch: TypeError on a network failure, AbortError when `signal` aborts.
 */
export type ApiUpload = (
  path: string,
  body: FormData,
  options?: { method?: string; onProgress?: UploadProgress; signal?: AbortSignal },
) => Promise<Response>;

/** The shell's single websocket, shared by every parcel. */
export interface RealtimeClient {
  /**
   * Sends a frame; only what the server accepts compiles (`realtimeClientMessageSchema`, which the
   * server parses every frame with: anything else is dropped there).
   */
  send(message: RealtimeClientMessage): void;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  isOpen(): boolean;
}

/** Where the browser is (the host owns the URL). */
export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** The session as the shell knows it: null profile = not signed in. */
export interface ShellSession {
  profile: Profile | null;
  /** The tenant of the current host (first label), or null on the root domain. */
  subdomain: string | null;
  /** Re-reads the profile from the server (after a sign-in or a profile change). */
  refresh(): Promise<Profile | null>;
  signOut(): Promise<void>;
}

/**
 * A module federation id (`"mf_conversations/ChatScreen"`). The parcels Parley knows are typed in
 * ParcelCatalogue; this wider type is for ids that come from runtime data.
 */
export type ParcelId = `${string}/${string}`;

/** Stops a mounted parcel. */
export type UnmountParcel = () => Promise<void>;

/** The props argument of a catalogue parcel: optional when none of its extra props is required. */
export type MountParcelPropsArg<Id extends CatalogueParcelId> =
  Partial<ParcelExtraProps<Id>> extends ParcelExtraProps<Id>
    ? [props?: ParcelExtraProps<Id>]
    : [props: ParcelExtraProps<Id>];

/**
 * Mounts another remote's parcel into `domElement`, with extra props; resolves to an unmount function.
 * A catalogue id checks its props at compile time. An id known only at runtime (typed `ParcelId`)
 * may pass route parameters and nothing else: whatever the parcel is, it accepts those. A literal id
 * outside the catalogue does not compile (a typo, or a parcel to add to the catalogue).
 */
export interface MountParcel {
  <Id extends CatalogueParcelId>(
    id: Id,
    domElement: HTMLElement,
    ...props: MountParcelPropsArg<Id>
  ): Promise<UnmountParcel>;
  <Id extends ParcelId>(
    // Only the wide type: a literal must be a catalogue id.
    id: ParcelId extends Id ? Id : never,
    domElement: HTMLElement,
    props?: RouteProps,
  ): Promise<UnmountParcel>;
}

/** Everything the host hands every parcel. Parcels are separate React roots: context does not cross. */
export interface ShellProps {
  contractVersion: typeof SHELL_CONTRACT_VERSION;
  bus: ParleyEventBus;
  api: ApiFetch;
  /**
   * Uploads with progress. Optional: a host pinned to an older version may not offer it, and a
   * remote then falls back to `api` without progress.
   */
  upload?: ApiUpload;
  realtime: RealtimeClient;
  navigate(to: string, options?: NavigateOptions): void;
  location: ShellLocation;
  session: ShellSession;
  language: LanguageCode;
  /** Feature flags of the account (names per feature issue). */
  flags: Readonly<Record<string, boolean>>;
  mountParcel: MountParcel;
  /** The product's own build version (user menu), and the remote's own version. */
  appVersion: string;
}

/** Everything a catalogue parcel gets: ShellProps and its extra props. */
export type ParcelProps<Id extends CatalogueParcelId> = ShellProps & ParcelExtraProps<Id>;

/** What every exposed parcel module default-exports: single-spa parcel lifecycles plus its contract version. */
export interface ParcelModule<P extends ShellProps = ShellProps> {
  requiredContractVersion: number;
  bootstrap(props: P): Promise<void>;
  mount(props: P): Promise<void>;
  unmount(props: P): Promise<void>;
  update?(props: P): Promise<void>;
}
