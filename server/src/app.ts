// Builds the Fastify app without listening: server.ts listens, tests inject. Plugins register in
// order external → app-wide (db, errors, headers, tenancy, CSRF, auth) → routes → static/SPA.
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { LogController } from "fastify";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { ConfigError } from "./config.ts";
import type { Database } from "./lib/db/database.ts";
import type { PubSub } from "./lib/pubsub/pubsub.ts";
import { mailerPlugin } from "./lib/mailer/mailer-plugin.ts";
import { loadMessages } from "./lib/messages.ts";
import { accountsRoutes } from "./modules/accounts/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { captchaRoutes } from "./modules/auth/captcha-routes.ts";
import { collaborationRoutes } from "./modules/collaboration/routes.ts";
import { conversationsRoutes } from "./modules/conversations/routes.ts";
import { coreRoutes } from "./modules/core/routes.ts";
import { manageAccountRoutes } from "./modules/manage-account/routes.ts";
import { adminMembersRoutes } from "./modules/admin-members/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { adminHandoffRoutes } from "./modules/manage-account/handoff-routes.ts";
import { adminWorkspaceLogoRoutes, workspaceLogoFileRoutes } from "./modules/admin-workspace/logo-routes.ts";
import { adminWorkspaceRoutes } from "./modules/admin-workspace/routes.ts";
import { adminUsageRoutes } from "./modules/admin-usage/routes.ts";
import { membersRoutes } from "./modules/members/routes.ts";
import { memberPhotoRoutes } from "./modules/members/photo-routes.ts";
import { passkeySignInRoutes, passkeysRoutes } from "./modules/passkeys/routes.ts";
import { messagesRoutes } from "./modules/messages/routes.ts";
import { modelsRoutes } from "./modules/models/routes.ts";
import { modelSettingsRoutes } from "./modules/model-settings/routes.ts";
import { behaviorSettingsRoutes } from "./modules/behavior-settings/routes.ts";
import { oidcRoutes } from "./modules/oidc/routes.ts";
import { onboardingRoutes } from "./modules/onboarding/routes.ts";
import { opsRoutes } from "./modules/ops/routes.ts";
import { changePasswordRoutes, passwordResetRoutes } from "./modules/password-reset/routes.ts";
import { signupRoutes } from "./modules/signup/routes.ts";
import { paymentsRoutes } from "./modules/payments/routes.ts";
import { createRemoteCatalog } from "./modules/remotes/catalog.ts";
import { createRemoteFiles } from "./modules/remotes/remote-files.ts";
import { createRemoteStore } from "./modules/remotes/remote-store.ts";
import { createDocumentHead } from "./modules/shell-document/document-head.ts";
import { createShellChunks } from "./modules/shell-document/shell-chunks.ts";
import { providersRoutes } from "./modules/providers/routes.ts";
import { remotesRoutes } from "./modules/remotes/routes.ts";
import { createDevRemotes } from "./modules/dev-override/dev-remotes.ts";
import { devOverrideRoutes } from "./modules/dev-override/routes.ts";
import { createReportTokens } from "./modules/remotes/report-token.ts";
import { authPlugin } from "./plugins/auth.ts";
import { connectionLimitsPlugin, serverFactory } from "./plugins/connection-limits.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { dbPlugin } from "./plugins/db.ts";
import { requestIdOf } from "./lib/request-id.ts";
import { redactedUrl } from "./lib/redacted-url.ts";
import { observabilityPlugin } from "./plugins/observability.ts";
import { tracingPlugin } from "./plugins/tracing.ts";
import { drainPlugin } from "./plugins/drain.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { routeSchemasPlugin } from "./plugins/route-schemas.ts";
import { apiDocsRoutes } from "./modules/core/api-docs-routes.ts";
import { generationPlugin } from "./plugins/generation.ts";
import { rateLimitsPlugin } from "./plugins/rate-limits.ts";
import { toolsRoutes } from "./modules/tools/routes.ts";
import { mcpRoutes } from "./modules/mcp/routes.ts";
import { desktopToolsRoutes } from "./modules/desktop-tools/routes.ts";
import { helperSettingsRoute } from "./modules/desktop-tools/helper-settings-route.ts";
import { publicSnapshotRoutes, snapshotRoutes } from "./modules/snapshots/routes.ts";
import { workspaceOrigin } from "./lib/public-origin.ts";
import { realtimePlugin } from "./plugins/realtime.ts";
import { shareHostPlugin } from "./modules/share-host/share-host-plugin.ts";
import { docsHostPlugin } from "./modules/docs-host/docs-host-plugin.ts";
import { workspaceProbeRoute } from "./modules/share-host/workspace-probe-route.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { serviceMetricsPlugin } from "./plugins/service-metrics.ts";
import { staticFilesPlugin } from "./plugins/static-files.ts";
import { tenancyPlugin } from "./plugins/tenancy.ts";
import { createFsStore } from "./lib/storage/fs-store.ts";
import { createS3Store } from "./lib/storage/s3-store.ts";
import { integrationsCallbackRoutes, integrationsRoutes } from "./modules/integrations/routes.ts";
import { teamChatCallbackRoutes, teamChatRoutes } from "./modules/team-chat/routes.ts";
import { createSlackApi } from "./modules/team-chat/slack.ts";
import type { FileStore } from "./lib/storage/file-store.ts";
import { filesRoutes } from "./modules/attachments/routes.ts";
import type { Clock } from "./lib/clock.ts";
import { routinesRoutes } from "./modules/routines/routes.ts";
import type { RunJob, RunOutcome } from "./modules/routines/run.ts";
import { testClockRoutes } from "./modules/routines/test-clock-routes.ts";
import { routinesPlugin } from "./plugins/routines.ts";
import { servesApp } from "./lib/instance-role.ts";
import { workerProbesOnlyPlugin } from "./plugins/worker-probes-only.ts";
import { configureScanners } from "./modules/dlp/detect-off-loop.ts";

export interface AppDeps {
  /** An open, migrated database; when absent the app opens one from the config and closes it. */
  db?: Database;
  /** Used for captcha verification (tests point it at a loopback server through CAPTCHA_VERIFY_URL). */
  fetch?: typeof fetch;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** The data-directory ops token of this server (loopback only; PARLEY_OPS_TOKEN works from anywhere). */
  opsRuntimeToken?: string;
  /** Replaces the in-process PubSub (a cross-instance one, or a test's). */
  pubsub?: PubSub;
  /** Where attached files go (default: the data directory's files/ folder). */
  fileStore?: FileStore;
  /** The scheduler's time (default: the system clock, or a test clock with PARLEY_TEST_CLOCK). */
  clock?: Clock;
  /** Told of every routine run this instance works (tests and the benchmark count them). */
  onRoutineRun?: (job: RunJob, outcome: RunOutcome) => void;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  if (config.secret === undefined) {
    throw new ConfigError(
      "PARLEY_SECRET is not set (server.ts generates one in the data directory; tests pass one).",
    );
  }
  await loadMessages();
  await configureScanners({ size: config.dlp.scanners, budgetMs: config.dlp.scanBudgetMs });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      serializers: {
        // The default request log minus secrets in paths (one-time tokens travel in the URL).
        req: (request) => ({
          method: request.method,
          url: redactedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: config.trustProxy,
    // Every log line of a request names it (`request_id`); a proxy's X-Request-Id is kept.
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: "request_id" }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    serverFactory: serverFactory(config.connections),
    // Fastify sets these on the server itself (its defaults would undo the factory's).
    requestTimeout: config.connections.requestTimeoutMs,
    keepAliveTimeout: 30_000,
  });

  // First: every later hook and handler of a request runs inside its span (when traces are on).
  await app.register(tracingPlugin, { tracing: config.tracing, role: config.role });
  await app.register(connectionLimitsPlugin, config.connections);
  await app.register(dbPlugin, { config, db: deps.db });
  await app.register(observabilityPlugin, { metricsToken: config.metricsToken });
  // After observability (its /readyz): a draining instance answers 503 there (lib/drain.ts).
  await app.register(drainPlugin);
  app.decorate(
    "fileStore",
    deps.fileStore ??
      (config.s3 ? createS3Store(config.s3) : createFsStore(path.join(config.dataDir, "files"))),
  );
  await app.register(errorHandlerPlugin);
  await app.register(routeSchemasPlugin);
  const devRemotes = createDevRemotes(config, config.secret, deps.fetch ?? fetch);
  app.decorate("devRemotes", devRemotes);
  await app.register(securityHeadersPlugin, {
    devSources: devRemotes.cspSources,
    secureCookies: config.secureCookies,
    captchaProvider: config.captcha.provider,
    helperPort: config.desktopHelper.port,
    remotesOrigin: config.remotesOrigin,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(tenancyPlugin, { baseDomain: config.baseDomain });
  // A worker builds the whole app (its jobs need the services) but answers only the probes.
  if (!servesApp(config.role)) await app.register(workerProbesOnlyPlugin);
  // Before CSRF and auth: the share host answers its pages itself and never sets a cookie.
  await app.register(shareHostPlugin, { config });
  // Help → Documentation's host, likewise cookie-free (docs/architecture.md § Docs host).
  await app.register(docsHostPlugin, { config });
  await app.register(csrfPlugin, { secureCookies: config.secureCookies });
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, { config, secret: config.secret, fetch: deps.fetch ?? fetch });
  await app.register(mailerPlugin, { smtp: config.smtp });
  // Before generation: its preClose stops taking routine runs before replies are settled.
  await app.register(routinesPlugin, { config, clock: deps.clock, onRun: deps.onRoutineRun });
  await app.register(generationPlugin, { config, secret: config.secret, pubsub: deps.pubsub });
  await app.register(realtimePlugin, { config });
  await app.register(serviceMetricsPlugin);

  const catalog = createRemoteCatalog(
    config.distDir,
    (reason) => app.log.warn(`remote build skipped: ${reason}`),
    undefined,
    () => app.clock.now(),
  );
  const remoteStore = createRemoteStore(config);
  const remoteFiles = createRemoteFiles({ db: app.db, catalog, store: remoteStore, distDir: config.distDir });
  // Public and sign-in routes: each checks what it needs (workspace host, one-time tokens, its own
  // credentials).
  await app.register(accountsRoutes, { config });
  await app.register(workspaceLogoFileRoutes, { config });
  await app.register(adminHandoffRoutes, { config });
  await app.register(authRoutes, { config });
  await app.register(captchaRoutes);
  await app.register(passwordResetRoutes, { config });
  await app.register(signupRoutes, { config });
  await app.register(oidcRoutes, { config });
  await app.register(passkeySignInRoutes, { config });
  await app.register(coreRoutes, { config });
  await app.register(integrationsCallbackRoutes, {
    knowledge: config.knowledge,
    outboundFetch: config.outboundFetch,
  });
  // The Slack app of the team chat share (unset: the feature is off everywhere).
  const slack = config.slack ? createSlackApi(config.slack, (line) => app.log.debug(line)) : undefined;
  await app.register(teamChatCallbackRoutes, { slack });
  // Links to public snapshots: the share host.
  const shareOrigin = config.shareUrl ?? workspaceOrigin(config, "share");
  // Every route registered in here needs this host's workspace and a signed-in member of it: the
  // guards come with the group (checked before the body is read), and the request's logger names
  // both. Owner/admin routes add requireAdmin themselves.
  await app.register(async (members) => {
    members.addHook("onRequest", members.requireTenant);
    members.addHook("onRequest", members.requireMember);
    await members.register(onboardingRoutes, { config });
    await members.register(membersRoutes);
    await members.register(memberPhotoRoutes, { config });
    await members.register(manageAccountRoutes, { config });
    await members.register(changePasswordRoutes, { config });
    await members.register(passkeysRoutes, { config });
    await members.register(adminMembersRoutes, { config });
    await members.register(auditRoutes);
    await members.register(adminWorkspaceRoutes, { config });
    await members.register(adminWorkspaceLogoRoutes, { config });
    await members.register(adminUsageRoutes);
    await members.register(apiDocsRoutes);
    await members.register(modelsRoutes, { config });
    await members.register(modelSettingsRoutes);
    await members.register(behaviorSettingsRoutes);
    await members.register(providersRoutes, { config });
    await members.register(conversationsRoutes, { config });
    await members.register(messagesRoutes, {
      knowledge: config.knowledge,
      outboundFetch: config.outboundFetch,
      sendLimit: config.sendLimit,
    });
    await members.register(filesRoutes);
    await members.register(integrationsRoutes, {
      knowledge: config.knowledge,
      outboundFetch: config.outboundFetch,
    });
    await members.register(collaborationRoutes, { shareOrigin });
    await members.register(paymentsRoutes, { slackConfigured: slack !== undefined });
    await members.register(toolsRoutes);
    await members.register(mcpRoutes);
    await members.register(desktopToolsRoutes);
    await members.register(snapshotRoutes, { shareOrigin, continueLimit: config.continueLimit });
    await members.register(teamChatRoutes, { slack });
    await members.register(routinesRoutes, { maxPerMember: config.routines.maxPerMember });
    await members.register(devOverrideRoutes, { config, devRemotes, catalog });
    if (config.testClock) await members.register(testClockRoutes);
  });
  // A member's on a workspace host; anyone's on the user host (its helper-app call).
  await app.register(helperSettingsRoute, { config: config.desktopHelper });
  await app.register(publicSnapshotRoutes, { secret: config.secret, shareOrigin });
  await app.register(workspaceProbeRoute, { shareOrigin });
  await app.register(remotesRoutes, { catalog, config, store: remoteStore, files: remoteFiles });
  await app.register(opsRoutes, {
    token: config.opsToken,
    localToken: deps.opsRuntimeToken,
    catalog,
    secretBox: app.secretBox,
    outboundAllow: config.outboundFetch.allow,
  });
  await app.register(staticFilesPlugin, {
    distDir: config.distDir,
    documentHead: createDocumentHead(app, catalog, remoteFiles, {
      ...(config.remotesOrigin !== undefined ? { remotesOrigin: config.remotesOrigin } : {}),
      shellChunks: createShellChunks(path.join(config.distDir, "shell", "assets")),
      reportTokens: createReportTokens(config.secret),
      ...(config.docsUrl !== undefined ? { docsUrl: config.docsUrl } : {}),
    }),
  });

  await app.ready();
  return app;
}
