import { ConversationSidebar } from "../features/conversation-list/components/conversation-sidebar.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The left panel of the conversations area. */
export default defineParcel("mf_conversations/ConversationSidebar", ConversationSidebar);
