import { create } from "zustand";

/** The chat box's model as the settings sidebar needs it. */
export interface SelectedModel {
  id: number;
  name: string;
  display_name: string;
}

interface SelectedModelState {
  model: SelectedModel | null;
  select: (model: SelectedModel | null) => void;
}

/**
 * The model the chat box has chosen. The chat screen and the settings sidebar are separate parcels
 * of this remote; they share this module (one federation container), so the sidebar follows the
 * dropdown without a bus event.
 */
export const useSelectedModel = create<SelectedModelState>((set) => ({
  model: null,
  select: (model) =>
    set((state) =>
      state.model?.id === model?.id &&
      state.model?.name === model?.name &&
      state.model?.display_name === model?.display_name
        ? state
        : { model },
    ),
}));
