// Ops commands for a workspace's models registry and provider keys (`npm run ops -- models …`,
// `npm run ops -- providers …`). The same validation as the admin API; keys are sealed with the
// server secret and never printed.
import {
  adminModelCreateSchema,
  adminModelUpdateSchema,
  providerCredentialUpdateSchema,
} from "@parley/shared-contracts/api/models";
import { z } from "zod";
import type { Database } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { trimDecimal } from "../../lib/decimal.ts";
import { findAccountBySubdomain } from "../accounts/repository.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { findModelByName, listModels } from "../models/repository.ts";
import { createModel, removeModel, updateModel } from "../models/service.ts";
import { deleteProviderCredential, listProviderCredentials } from "../providers/repository.ts";
import { parseProviderKind, setProvider } from "../providers/service.ts";
import { formatTable } from "./format.ts";

const subdomain = z.string().min(1).max(63);
const fields = z.record(z.string(), z.unknown());

export const modelOpsCommandSchemas = [
  z.object({ cmd: z.literal("models.list"), subdomain }),
  z.object({ cmd: z.literal("models.add"), subdomain, fields }),
  z.object({ cmd: z.literal("models.update"), subdomain, name: z.string(), fields }),
  z.object({ cmd: z.literal("models.disable"), subdomain, name: z.string() }),
  z.object({ cmd: z.literal("models.enable"), subdomain, name: z.string() }),
  z.object({ cmd: z.literal("models.remove"), subdomain, name: z.string() }),
  z.object({ cmd: z.literal("providers.list"), subdomain }),
  z.object({
    cmd: z.literal("providers.set"),
    subdomain,
    kind: z.string(),
    apiKey: z.string().optional(),
    baseUrl: z.string().nullable().optional(),
  }),
  z.object({ cmd: z.literal("providers.remove"), subdomain, kind: z.string() }),
] as const;
export type ModelOpsCommand = z.infer<(typeof modelOpsCommandSchemas)[number]>;
export const MODEL_OPS_COMMANDS: ReadonlySet<string> = new Set(
  modelOpsCommandSchemas.map((s) => s.shape.cmd.value),
);

export interface ModelOpsContext {
  db: Database;
  /** Seals provider keys; absent when the server secret is unknown to this process. */
  secretBox?: SecretBox | undefined;
}

/**
 * A command's model or provider fields, checked by the admin API's schema with its message: the
 * command body carries them as a free record, so the CLI shows "Invalid model" and the field keys.
 */
function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new HttpError(400, "validation_error", `Invalid ${what}`, issuesToFields(parsed.error.issues));
  return parsed.data;
}

async function workspace(db: Database, name: string): Promise<AccountRow> {
  const account = await findAccountBySubdomain(db, name);
  if (account === undefined) throw new HttpError(404, "workspace_not_found", `No workspace "${name}"`);
  return account;
}

async function modelId(db: Database, account: AccountRow, name: string): Promise<number> {
  const model = await findModelByName(db, account.id, name);
  if (model === undefined)
    throw new HttpError(404, "model_not_found", `No model "${name}" in ${account.subdomain}`);
  return model.id;
}

export async function runModelOpsCommand(ctx: ModelOpsContext, command: ModelOpsCommand): Promise<string[]> {
  const { db } = ctx;
  const account = await workspace(db, command.subdomain);
  switch (command.cmd) {
    case "models.list": {
      const rows = await listModels(db, account.id);
      return formatTable(
        [
          "id",
          "name",
          "display name",
          "source",
          "provider model",
          "context",
          "$/token in",
          "$/token out",
          "flags",
        ],
        rows.map((m) => [
          String(m.id),
          m.name,
          m.display_name,
          m.source_type,
          m.provider_model ?? "-",
          String(m.context_size),
          trimDecimal(m.price_input_per_token),
          trimDecimal(m.price_output_per_token),
          [
            m.disabled && "disabled",
            m.recommended && "recommended",
            m.is_trial_model && "trial",
            m.is_offline && "offline",
          ]
            .filter(Boolean)
            .join(",") || "-",
        ]),
      );
    }
    case "models.add": {
      const row = await createModel(db, account.id, checked(adminModelCreateSchema, command.fields, "model"));
      return [
        `Added model ${row.name} ("${row.display_name}", ${row.source_type}) to ${account.subdomain} (id ${row.id})`,
      ];
    }
    case "models.update": {
      const update = checked(adminModelUpdateSchema, command.fields, "model");
      const row = await updateModel(db, account.id, await modelId(db, account, command.name), update);
      return [`Updated model ${row.name} in ${account.subdomain}`];
    }
    case "models.disable":
    case "models.enable": {
      const disabled = command.cmd === "models.disable";
      await updateModel(db, account.id, await modelId(db, account, command.name), { disabled });
      return [`${disabled ? "Disabled" : "Enabled"} model ${command.name} in ${account.subdomain}`];
    }
    case "models.remove": {
      await removeModel(db, account.id, await modelId(db, account, command.name));
      return [`Removed model ${command.name} from ${account.subdomain}`];
    }
    case "providers.list": {
      const rows = await listProviderCredentials(db, account.id);
      if (rows.length === 0) return [`No providers configured in ${account.subdomain}.`];
      return formatTable(
        ["kind", "api key", "base url", "updated"],
        rows.map((r) => [
          r.kind,
          r.api_key_encrypted ? "set" : "-",
          r.base_url ?? "-",
          r.updated_at.toISOString(),
        ]),
      );
    }
    case "providers.set": {
      if (ctx.secretBox === undefined)
        throw new HttpError(
          400,
          "secret_unknown",
          "PARLEY_SECRET (or the data directory's secret) is needed to store keys",
        );
      const kind = parseProviderKind(command.kind);
      const update = checked(
        providerCredentialUpdateSchema,
        {
          ...(command.apiKey !== undefined ? { api_key: command.apiKey } : {}),
          ...(command.baseUrl !== undefined ? { base_url: command.baseUrl } : {}),
        },
        "provider",
      );
      const row = await setProvider(db, ctx.secretBox, account.id, kind, update);
      return [
        `Provider ${kind} of ${account.subdomain}: api key ${row.api_key_encrypted ? "set (encrypted)" : "not set"}, base URL ${row.base_url ?? "default"}`,
      ];
    }
    case "providers.remove": {
      const kind = parseProviderKind(command.kind);
      const removed = await deleteProviderCredential(db, account.id, kind);
      return [removed ? `Removed provider ${kind} from ${account.subdomain}` : `${kind} was not configured`];
    }
  }
}
