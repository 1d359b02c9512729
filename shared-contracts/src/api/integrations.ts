import { z } from "zod";

/** A connected knowledge-source account (docs/product/tools.md § Integrations). */
export const integrationSchema = z.object({
  id: z.number().int(),
  rememberizer_email: z.string(),
  rememberizer_name: z.string(),
  is_active: z.boolean(),
  status: z.enum(["Active", "Validating", "Failed"]),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationListSchema = z.object({ results: z.array(integrationSchema) });
export type IntegrationList = z.infer<typeof integrationListSchema>;

/** `POST …/oauth-initiate/` body: where the browser returns after the service (a path of this origin). */
export const oauthInitiateSchema = z.object({ redirect_uri: z.string().min(1).max(2048) });
export const oauthInitiateResponseSchema = z.object({ authorization_url: z.string() });
export type OauthInitiateResponse = z.infer<typeof oauthInitiateResponseSchema>;
