-- Model parameters a member saved for a model (part 2 §3 "Model parameters", the settings sidebar):
-- one row per member and model, values by parameter name as the sidebar's form sets them. A send
-- carries them as user_model_parameters; the server checks them against the model's schema.
CREATE TABLE member_model_settings (
  account_id integer NOT NULL,
  member_id integer NOT NULL,
  model_id integer NOT NULL,
  parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, member_id, model_id),
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, model_id) REFERENCES models (account_id, id) ON DELETE CASCADE
);
CREATE INDEX member_model_settings_model_idx ON member_model_settings (account_id, model_id);
