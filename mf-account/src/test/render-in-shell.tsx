import type { ReactElement } from "react";
import { afterEach } from "vitest";
import { cleanup, render } from "@testing-library/react";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { createQueryClient } from "../lib/query-client.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import "./setup-i18n.ts";

// Without vitest globals testing-library cannot unmount by itself between tests.
afterEach(cleanup);

/**
 * Renders a screen inside the same root a parcel gives it, with a fresh query cache (no waiting
 * between retries, the number of tries stays the production one).
 */
export function renderInShell(ui: ReactElement, shell: ShellProps) {
  const client = createQueryClient({ retryDelay: 0 });
  const result = render(
    <RemoteRoot shell={shell} client={client}>
      {ui}
    </RemoteRoot>,
  );
  return {
    ...result,
    client,
    /** Re-renders with new props, as the host does when the URL or session changes. */
    rerenderWith(next: ShellProps) {
      result.rerender(
        <RemoteRoot shell={next} client={client}>
          {ui}
        </RemoteRoot>,
      );
    },
  };
}
