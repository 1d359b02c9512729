-- Members may be given Edit on an Account tool's prompt or settings (the spec's None or Edit); View
-- stays for the tools shared that way before.
ALTER TABLE tools DROP CONSTRAINT IF EXISTS tools_member_prompt_access_check;
ALTER TABLE tools DROP CONSTRAINT IF EXISTS tools_member_settings_access_check;
ALTER TABLE tools ADD CONSTRAINT tools_member_prompt_access_check
  CHECK (member_prompt_access IN ('None', 'View', 'Edit'));
ALTER TABLE tools ADD CONSTRAINT tools_member_settings_access_check
  CHECK (member_settings_access IN ('None', 'View', 'Edit'));
