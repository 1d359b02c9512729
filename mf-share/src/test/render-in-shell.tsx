import { cleanup, render } from "@testing-library/react";
import { afterEach } from "vitest";
import type { ReactElement } from "react";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { RemoteRoot } from "../lib/define-parcel.ts";
import "./setup-i18n.ts";

// Each test starts from an empty document (dialogs render into <body>).
afterEach(cleanup);

export { createFakeApi } from "@parley/ui-kit/testing/fake-api.ts";
export { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";

/** A screen inside this remote's parcel root, as a parcel mounts it. */
export function renderInShell(ui: ReactElement, shell: ShellProps) {
  return render(<RemoteRoot shell={shell}>{ui}</RemoteRoot>);
}
