import { ContinueSnapshotPage } from "../features/continue-snapshot/index.ts";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /continue-snapshot/{uuid} on a workspace host. */
export default defineParcel("mf_share/ContinueSnapshotPage", ContinueSnapshotPage);
