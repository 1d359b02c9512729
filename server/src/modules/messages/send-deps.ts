// What a send needs from the app (database, generation, files, URL scraping, the knowledge source):
// the messages routes and the routines' unattended runs build it the same way.
import type { FastifyInstance } from "fastify";
import type { KnowledgeSourceConfig, OutboundFetchConfig } from "../../config.ts";
import { createGuardedFetch } from "../../lib/net/safe-fetch.ts";
import { createKnowledgeSearch } from "../integrations/knowledge-search.ts";
import { scrapeMessage } from "../scraping/scrape.ts";
import type { MessageDeps } from "./send-context.ts";

export interface SendDepsOptions {
  knowledge: KnowledgeSourceConfig | undefined;
  outboundFetch: OutboundFetchConfig;
}

export function sendDepsOf(
  app: FastifyInstance,
  options: SendDepsOptions,
): MessageDeps & { pubsub: FastifyInstance["pubsub"] } {
  return {
    db: app.db,
    generation: app.generation,
    pubsub: app.pubsub,
    store: app.fileStore,
    log: app.log,
    scrape: (text: string) => scrapeMessage(text, options.outboundFetch),
    knowledge: createKnowledgeSearch({
      db: app.db,
      box: app.secretBox,
      config: options.knowledge,
      fetch: createGuardedFetch({
        allow: options.outboundFetch.allow,
        timeoutMs: options.outboundFetch.timeoutMs,
      }),
      log: app.log,
    }),
  };
}
