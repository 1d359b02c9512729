import { MyCollaborationsPage } from "../features/my-collaborations/components/my-collaborations-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /my-collaborations. */
export default defineParcel("mf_collaboration/MyCollaborationsPage", MyCollaborationsPage);
