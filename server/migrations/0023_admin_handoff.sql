-- Manage account hands the owner or admin over to the admin host without a second sign-in: a
-- one-time token (SHA-256 stored, about a minute, single use) that the admin host's shell exchanges
-- for a session of its own (docs/admin-site.md § Reaching it).
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
  CHECK (kind IN ('invitation', 'password_reset', 'rapid_onboarding', 'signup_handoff', 'admin_handoff'));
