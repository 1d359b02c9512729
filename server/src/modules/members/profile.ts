// The wire Profile (`profileSchema`) from the principal row the access check already read.
import { COMMENTARY_BALANCE_THRESHOLD } from "@parley/shared-contracts/constants";
import type { BehaviorSettings, Profile } from "@parley/shared-contracts/api/profile";
import type { PrincipalRow } from "../auth/repository.ts";

/** Settings a member has not changed yet. Commentary starts on only when the account can pay for it. */
export function defaultBehaviorSettings(balance: string): BehaviorSettings {
  return {
    markdown_view: true,
    // The views render assistant replies: the spec's default view settings (assistant latex off).
    latex_view: false,
    explicit_url_detection: false,
    function_call_aggressiveness: 1,
    commentary_enabled: Number(balance) >= COMMENTARY_BALANCE_THRESHOLD,
  };
}

export function toProfile(row: PrincipalRow): Profile {
  return {
    id: row.member_id,
    name: row.name,
    email: row.email,
    image_url: row.image_url,
    role: row.role,
    is_email_unsubscribed: row.is_email_unsubscribed,
    account: {
      id: row.account_id,
      subdomain: row.subdomain,
      name: row.account_name,
      logo: row.logo,
      balance: row.balance,
      free_trial: { end_at: row.free_trial_end_at ? row.free_trial_end_at.toISOString() : null },
      is_owner_or_admin: row.role === "owner" || row.role === "admin",
      dlp_enabled: row.dlp_mode,
      // Collaboration is on unless the account turned it off.
      feature_flags: { collaboration: true, ...row.feature_flags },
    },
    behavior_settings: { ...defaultBehaviorSettings(row.balance), ...row.behavior_settings },
    last_visited_path: row.last_visited_path,
    last_used_model_id: row.last_used_model_id,
    last_used_model: row.last_used_model_id,
  };
}
