import { AVATAR_GROUP_SIZE } from "@parley/shared-contracts/api/collaboration-constants";

/** The avatars shown (the first five) and those summed up in the '+N' chip. */
export function avatarGroup<T>(members: readonly T[], size = AVATAR_GROUP_SIZE): { shown: T[]; hidden: T[] } {
  return { shown: members.slice(0, size), hidden: members.slice(size) };
}
