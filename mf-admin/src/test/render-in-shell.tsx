import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { createRenderInShell } from "@parley/ui-kit/testing/render-in-shell.tsx";
import { createQueryClient } from "@parley/ui-kit/api/query-client.ts";
import { RemoteRoot } from "../lib/define-parcel.ts";
import "./setup-i18n.ts";

// Without vitest globals testing-library cannot unmount by itself between tests.
afterEach(cleanup);

/** A screen inside this remote's parcel root, with a fresh query cache that retries at once. */
export const renderInShell = createRenderInShell(RemoteRoot, () => createQueryClient({ retryDelay: 0 }));
