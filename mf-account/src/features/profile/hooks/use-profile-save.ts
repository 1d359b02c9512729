import { useMutation } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { saveProfile, type ProfileChanges } from "../api/save-profile.ts";

/** Saves the profile form; on success the shell re-reads the session (name and avatar in the nav). */
export function useProfileSave() {
  const { api, bus } = useShell();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => saveProfile(api, changes),
    onSuccess: () => bus.emit("session.profile-changed", {}),
  });
}
