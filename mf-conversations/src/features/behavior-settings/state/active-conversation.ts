import { create } from "zustand";

/**
 * The conversation open in the chat screen (0 = new), for the behaviour panel's updates
 * (conversation_id). The panel is another parcel of this remote and shares this module.
 */
export const useActiveConversation = create<{ id: number; set: (id: number) => void }>((set) => ({
  id: 0,
  set: (id) => set((state) => (state.id === id ? state : { id })),
}));
