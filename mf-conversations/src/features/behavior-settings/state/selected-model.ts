import { create } from "zustand";

/**
 * Whether the model chosen in the chat box can speak (null: no model chosen yet), for the behaviour
 * panel's commentary note. The panel is another parcel of this remote and shares this module.
 */
export const useSelectedModelSpeech = create<{
  speaks: boolean | null;
  set: (speaks: boolean | null) => void;
}>((set) => ({
  speaks: null,
  set: (speaks) => set((state) => (state.speaks === speaks ? state : { speaks })),
}));
