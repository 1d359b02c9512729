// Zod-free (client bundles import it; collaboration.ts keeps the schemas for the server).

/** The account feature flag (`ShellProps.flags`, profile `account.feature_flags`) of collaboration; on unless set false. */
export const COLLABORATION_FLAG = "collaboration";

/**
 * My Collaborations tables (docs/product/collaboration.md § My Collaborations page): page sizes and the
 * default.
 */
export const COLLABORATION_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const COLLABORATION_DEFAULT_PAGE_SIZE = 10;
/** Avatar group: this many members, then a '+N' chip. */
export const AVATAR_GROUP_SIZE = 5;
