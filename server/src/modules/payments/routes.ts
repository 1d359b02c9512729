// GET /api/v1/payments/features/: the workspace's features for the signed-in member — its plan's
// flags (accounts.feature_flags) with the defaults of the flags the product reads. Registered in the
// member group (app.ts): a workspace and a signed-in member of it are checked before this runs.
import { COLLABORATION_FLAG } from "@parley/shared-contracts/api/collaboration";
import { TEAM_CHAT_SHARE_FLAG } from "@parley/shared-contracts/api/features";
import { featureListSchema, type FeatureList } from "@parley/shared-contracts/api/features";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { responses } from "../../lib/endpoint-route.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { collaborationEnabled } from "../collaboration/service.ts";
import { teamChatShareEnabled } from "../team-chat/service.ts";

export async function paymentsRoutes(
  app: FastifyInstance,
  options: { slackConfigured: boolean },
): Promise<void> {
  const features = { schema: { response: responses(shellEndpoints.features, featureListSchema) } };
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(shellEndpoints.features.pattern, features, async (request, reply): Promise<FeatureList> => {
    const account = accountOf(request);
    // Per workspace and member session: a shared cache must not keep it.
    reply.header("cache-control", "private, max-age=0");
    return {
      features: {
        ...account.feature_flags,
        [COLLABORATION_FLAG]: collaborationEnabled(account),
        // The plan's flag counts only while the Slack app is configured.
        [TEAM_CHAT_SHARE_FLAG]: teamChatShareEnabled(account, options.slackConfigured),
      },
    };
  });
}
