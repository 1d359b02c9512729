// The models a tool may run on. A tool is a prompt with settings, sent like any message, so it may use
// every model a member may use for a reply: the workspace's models that are not disabled (the same
// rule as models/service.ts usableModel). There is no per-tool restriction to store.
import type { Queryable } from "../../lib/db/database.ts";
import { listModels } from "../models/repository.ts";
import type { ModelRow } from "../models/repository.ts";

export async function toolModels(db: Queryable, accountId: number): Promise<ModelRow[]> {
  return (await listModels(db, accountId)).filter((model) => !model.disabled);
}
