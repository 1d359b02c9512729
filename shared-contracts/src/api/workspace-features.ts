// Every workspace feature flag ops can set (`npm run ops -- workspace feature <sub> <flag> on|off`).
import { COLLABORATION_FLAG } from "./collaboration-constants.ts";
import { DEV_OVERRIDES_FLAG, DEV_OVERRIDES_MEMBERS_FLAG } from "./dev-override-flags.ts";
import { TEAM_CHAT_SHARE_FLAG } from "./team-chat-constants.ts";

export const WORKSPACE_FEATURES = [
  COLLABORATION_FLAG,
  TEAM_CHAT_SHARE_FLAG,
  DEV_OVERRIDES_FLAG,
  DEV_OVERRIDES_MEMBERS_FLAG,
] as const;
