/**
 * The server's limit on a passkey name (PASSKEY_NAME_MAX_LENGTH of shared-contracts/api/passkeys;
 * repeated here so this remote's bundle does not pull zod in with that module).
 */
export const PASSKEY_NAME_MAX_LENGTH = 100;
