/**
 * The share host (`share.<BASE_DOMAIN>`): its pages are rendered by the server; its small host
 * script mounts the mf_share remote's `ShareDialog` parcel when a visitor opens the view-mode dialog
 * or the Continue dialog. The parcel gets ShellProps for an anonymous visitor (no session, no
 * realtime, an API fetch without credentials) plus these (`ParcelProps<"mf_share/ShareDialog">`).
 */
export interface SnapshotView {
  markdown: boolean;
  /** Shown off (and disabled) while markdown is off. */
  latex: boolean;
}

/** Local storage key of a snapshot's view settings (docs/product: per-snapshot view settings). */
export const snapshotViewStorageKey = (uuid: string) => `parley.snapshot-view.${uuid}`;

export interface ShareDialogProps {
  dialog: "view" | "continue";
  snapshotUuid: string;
  view: SnapshotView;
  onViewChange(view: SnapshotView): void;
  /** A workspace's origin with `{subdomain}` in place of its name, e.g. `https://{subdomain}.example.com`. */
  workspaceOriginTemplate: string;
  /** The admin host's origin: the e-mail sign-up page is `${adminOrigin}/sign-up?email=…`. */
  adminOrigin: string;
  /** The dialog closed (the host unmounts the parcel and gives focus back to its button). */
  onClose(): void;
}
