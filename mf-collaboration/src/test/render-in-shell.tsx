import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { createQueryClient } from "../lib/query-client.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import "./setup-i18n.ts";

/** Renders inside the same root a parcel gives its content, with a fresh query cache. */
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
    rerenderWith(next: ShellProps, nextUi: ReactElement = ui) {
      result.rerender(
        <RemoteRoot shell={next} client={client}>
          {nextUi}
        </RemoteRoot>,
      );
    },
  };
}
