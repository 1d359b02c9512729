// Wires the server-rendered snapshot page: stored view settings, the visit counter, and the two
// buttons that open the mf_share dialogs (loaded on first use; hovering or focusing starts the load).
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { ShareDialogProps } from "@parley/shared-contracts/share";
import type * as ShareDialog from "./open-share-dialog.ts";
import { applyView, currentView, saveView, storedView } from "./view-settings.ts";

type DialogKind = ShareDialogProps["dialog"];

/** POST visit_snapshot: analytics, failures ignored (docs/product snapshots § counters). */
function countVisit(uuid: string): void {
  const { path, init } = requestOf(shellEndpoints.visitSnapshot, { params: { id: uuid } });
  fetch(path, {
    ...init,
    credentials: "omit",
    keepalive: true,
  }).catch(() => undefined);
}

export function startSharePage(doc: Document): void {
  const main = doc.querySelector<HTMLElement>("main[data-snapshot-uuid]");
  if (!main) return;
  const uuid = main.dataset.snapshotUuid ?? "";
  const stored = storedView(uuid);
  if (stored) applyView(main, stored);
  countVisit(uuid);

  const slot = doc.getElementById("share-dialog-slot");
  let opener: Promise<typeof ShareDialog> | null = null;
  const load = () => (opener ??= import("./open-share-dialog.ts"));
  let open = false;

  for (const button of doc.querySelectorAll<HTMLButtonElement>("[data-share-action]")) {
    const kind = button.dataset.shareAction as DialogKind;
    button.addEventListener("pointerenter", () => void load(), { once: true });
    button.addEventListener("focus", () => void load(), { once: true });
    button.addEventListener("click", () => {
      if (open || !slot) return;
      open = true;
      button.setAttribute("aria-busy", "true");
      void load()
        .then(({ openShareDialog }) =>
          openShareDialog(slot, {
            dialog: kind,
            snapshotUuid: uuid,
            view: currentView(main, uuid),
            onViewChange: (view) => saveView(main, uuid, view),
            workspaceOriginTemplate: main.dataset.workspaceOrigin ?? "",
            adminOrigin: main.dataset.adminOrigin ?? "",
            onClose: () => {
              open = false;
              button.focus();
            },
          }),
        )
        .catch((error: unknown) => {
          open = false;
          console.error("[parley] the share dialog could not be opened", error);
        })
        .finally(() => button.removeAttribute("aria-busy"));
    });
  }
}
