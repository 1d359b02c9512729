import type { ComponentType, ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import type { ShellProps } from "@parley/shared-contracts/shell";

/** What every remote's parcel root takes: the shell's props, a query cache, the screen. */
export type RemoteRootComponent = ComponentType<{
  shell: ShellProps;
  client?: QueryClient;
  children: ReactNode;
}>;

/**
 * A remote's `renderInShell`: renders a screen inside the same root a parcel gives it, with a fresh
 * query cache from `createClient` (tests pass one without waiting between retries).
 */
export function createRenderInShell(Root: RemoteRootComponent, createClient: () => QueryClient) {
  return function renderInShell(ui: ReactElement, shell: ShellProps) {
    const client = createClient();
    const result = render(
      <Root shell={shell} client={client}>
        {ui}
      </Root>,
    );
    return {
      ...result,
      client,
      /** Re-renders with new props, as the host does when the URL or session changes. */
      rerenderWith(next: ShellProps, nextUi: ReactElement = ui) {
        result.rerender(
          <Root shell={next} client={client}>
            {nextUi}
          </Root>,
        );
      },
    };
  };
}
