import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, waitFor } from "@testing-library/react";
import i18next from "i18next";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { useConnectionOutcome } from "./use-connection-outcome.ts";

afterEach(cleanup);

function Outcome() {
  useConnectionOutcome();
  return null;
}

function setup(search: string) {
  const fake = createFakeApi({ "GET /api/v1/integrations/knowledge/": { status: 200, body: [] } });
  const { shell, bus, navigate } = createFakeShell({ api: fake.api, pathname: "/conversations/new", search });
  const toasts: ParleyEvents["toast.shown"][] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast));
  renderInShell(<Outcome />, shell);
  return { toasts, navigate };
}

describe("coming back from the knowledge-source service", () => {
  it("says it once and takes the parameter out of the address", async () => {
    const { toasts, navigate } = setup("?integration=connected&keep=1");
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/conversations/new?keep=1", { replace: true }),
    );
    expect(toasts.map((toast) => [toast.kind, toast.message])).toEqual([
      ["success", "Knowledge-source account connected."],
    ]);
  });

  it("says a failure as an error", async () => {
    const { toasts } = setup("?integration=failed");
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.kind).toBe("error");
  });

  it("does not say it again when texts finish loading before the address is cleaned (a new t)", async () => {
    const { toasts, navigate } = setup("?integration=connected");
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    act(() => void i18next.addResourceBundle("en", "late-texts", { any: "text" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
