import { MembersPage } from "../features/members/components/members-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Route /members of the admin host. */
export default defineParcel("mf_admin/MembersPage", MembersPage);
