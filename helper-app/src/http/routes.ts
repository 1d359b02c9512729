// The endpoints of the spec's local helper app, plus pairing. Bodies are checked with the
// shared contracts' schemas; a server is always named, never described.
import {
  HELPER_PATHS,
  helperExecuteToolSchema,
  helperPairingPollSchema,
  helperPairingRequestSchema,
  helperServerRequestSchema,
  helperServerToggleSchema,
  helperToolRequestSchema,
} from "@parley/shared-contracts/api/helper-app";
import { z } from "zod";
import type { Pairings } from "../pairing.ts";
import { RefusedError, type LocalServers } from "../servers/local-servers.ts";
import { HttpError } from "./respond.ts";

export interface RouteContext {
  body: unknown;
  /** The browser origin (pairing routes always have one). */
  origin: string | undefined;
}

export interface Route {
  method: "GET" | "POST";
  path: string;
  /** `secret`: a paired origin's secret; `pairing`: a browser of an allowed origin; `control`: the local CLI. */
  access: "secret" | "pairing" | "control";
  handle: (context: RouteContext) => Promise<{ status?: number; body: unknown }>;
}

export interface RouteDependencies {
  servers: LocalServers;
  pairings: Pairings;
  version: string;
  isReady: () => boolean;
  /** A shutdown has begun (the port closes once the servers have stopped). */
  isStopping: () => boolean;
  openConfig: () => Promise<void>;
  shutdown: () => void;
  onPairingRequest: (origin: string, code: string) => void;
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, "invalid_request", z.prettifyError(parsed.error));
  return parsed.data;
}

const approveSchema = z.object({ code: z.string().min(1).max(20) });

export const APPROVE_PATH = "/pair/approve";
export const FORGET_PATH = "/pair/forget";
const forgetSchema = z.object({ origin: z.string().min(1).max(500).optional() });

export function helperRoutes(deps: RouteDependencies): Route[] {
  const { servers, pairings } = deps;
  return [
    {
      method: "GET",
      path: HELPER_PATHS.status,
      access: "secret",
      handle: async () => ({
        body: {
          status: deps.isStopping() ? "stopping" : deps.isReady() ? "enabled" : "starting",
          version: deps.version,
        },
      }),
    },
    {
      method: "GET",
      path: HELPER_PATHS.servers,
      access: "secret",
      handle: async () => ({ body: servers.list() }),
    },
    {
      method: "GET",
      path: HELPER_PATHS.mcpServers,
      access: "secret",
      handle: async () => ({ body: { mcpServers: servers.configured() } }),
    },
    {
      method: "POST",
      path: HELPER_PATHS.mcpServers,
      access: "secret",
      handle: async ({ body }) => {
        const { serverName, enabled } = parse(helperServerToggleSchema, body);
        return { body: { server: await servers.setEnabled(serverName, enabled) } };
      },
    },
    {
      method: "POST",
      path: HELPER_PATHS.startServer,
      access: "secret",
      handle: async ({ body }) => ({
        body: { server: await servers.start(parse(helperServerRequestSchema, body).serverName) },
      }),
    },
    {
      method: "POST",
      path: HELPER_PATHS.stopServer,
      access: "secret",
      handle: async ({ body }) => ({
        body: { server: await servers.stop(parse(helperServerRequestSchema, body).serverName) },
      }),
    },
    ...(["hideTool", "showTool"] as const).map((which): Route => ({
      method: "POST",
      path: HELPER_PATHS[which],
      access: "secret",
      handle: async ({ body }) => {
        const { serverName, toolName } = parse(helperToolRequestSchema, body);
        const hiddenTools = await servers.setHidden(serverName, toolName, which === "hideTool");
        return { body: { serverName, hiddenTools } };
      },
    })),
    {
      method: "POST",
      path: HELPER_PATHS.executeTool,
      access: "secret",
      handle: async ({ body }) => {
        const call = parse(helperExecuteToolSchema, body);
        try {
          return { body: await servers.callTool(call.serverName, call.toolName, call.arguments) };
        } catch (error) {
          if (error instanceof RefusedError) throw error;
          throw new HttpError(
            502,
            "tool_failed",
            `The server did not run the tool: ${(error as Error).message}`,
          );
        }
      },
    },
    {
      method: "POST",
      path: HELPER_PATHS.openServer,
      access: "secret",
      handle: async ({ body }) => {
        // Known names only; what opens is the helper's own configuration file, never a given path.
        servers.describe(parse(helperServerRequestSchema, body).serverName);
        await deps.openConfig();
        return { body: { ok: true } };
      },
    },
    {
      method: "POST",
      path: HELPER_PATHS.shutdown,
      access: "secret",
      handle: async () => {
        deps.shutdown();
        return { status: 202, body: { status: "stopping" } };
      },
    },
    {
      method: "POST",
      path: HELPER_PATHS.pair,
      access: "pairing",
      handle: async ({ body, origin }) => {
        const { clientId } = parse(helperPairingRequestSchema, body);
        const pairing = pairings.request(origin ?? "", clientId);
        deps.onPairingRequest(origin ?? "", pairing.code);
        return { status: 201, body: pairing };
      },
    },
    {
      method: "POST",
      path: HELPER_PATHS.pairStatus,
      access: "pairing",
      handle: async ({ body, origin }) => ({
        body: pairings.poll(parse(helperPairingPollSchema, body).pairingId, origin ?? ""),
      }),
    },
    {
      method: "POST",
      path: APPROVE_PATH,
      access: "control",
      handle: async ({ body }) => {
        const origin = await pairings.approve(parse(approveSchema, body).code);
        if (!origin) throw new HttpError(404, "not_found", "No pairing request waits with this code.");
        return { body: { origin } };
      },
    },
    {
      method: "POST",
      path: FORGET_PATH,
      access: "control",
      handle: async ({ body }) => ({
        body: { forgotten: await pairings.forget(parse(forgetSchema, body).origin) },
      }),
    },
  ];
}
