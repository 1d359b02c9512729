// The developer override's workspace feature flags (`npm run ops -- workspace feature <sub>
// <flag> on|off`), without zod: the shell's first bundle imports them (dev-override.ts has the schemas).

/** false: no one in the workspace may use an override (owners and admins may by default). */
export const DEV_OVERRIDES_FLAG = "developer_overrides";
/** true: ordinary members may use overrides too. */
export const DEV_OVERRIDES_MEMBERS_FLAG = "developer_overrides_members";
