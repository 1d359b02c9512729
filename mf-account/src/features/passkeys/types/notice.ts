/** What the passkeys panel says after an action (its components report through `onNotice`). */
export type Notice = { kind: "success" | "error"; text: string } | null;
