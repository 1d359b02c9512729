import { act, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shareMessages } from "../../../i18n/load-share-messages.ts";
import { createFakeApi, createFakeShell, renderInShell } from "../../../test/render-in-shell.tsx";
import { pathOf } from "@parley/shared-contracts/api/endpoint";
import { shareEndpoints } from "@parley/shared-contracts/api/share-endpoints";
import { ContinueSnapshotPage, uuidFromPath } from "./continue-snapshot-page.tsx";

const UUID = "9e7c2937-48e3-4237-b603-6bab757f098f";
const continueSnapshotPath = (uuid: string) => pathOf(shareEndpoints.continueSnapshot.pattern, { id: uuid });
const convoContinuedPath = (uuid: string) => pathOf(shareEndpoints.convoContinued.pattern, { id: uuid });

function setup(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi(routes);
  const { shell, navigate, bus } = createFakeShell({ api: fake.api, pathname: `/continue-snapshot/${UUID}` });
  const toasts = vi.fn();
  bus.on("toast.shown", toasts);
  renderInShell(<ContinueSnapshotPage />, shell);
  return { fake, navigate, toasts };
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("the continue-snapshot page", () => {
  it("continues the snapshot, counts it and opens the new conversation", async () => {
    const { fake, navigate } = setup({
      [`POST ${continueSnapshotPath(UUID)}`]: { status: 200, body: { data: { id: 42 } } },
      [`POST ${convoContinuedPath(UUID)}`]: { status: 204 },
    });
    expect(screen.getByRole("status").textContent).toContain("Continuing the conversation");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/conversations/42", { replace: true }));
    expect(fake.callsTo("POST", convoContinuedPath(UUID))).toHaveLength(1);
  });

  it("shows the server's message as an error toast and goes home", async () => {
    const { navigate, toasts } = setup({
      [`POST ${continueSnapshotPath(UUID)}`]: {
        status: 404,
        body: { error: { message: "This snapshot has been removed by its owner.", code: "not_found" } },
      },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/", { replace: true }));
    expect(toasts).toHaveBeenCalledWith({
      kind: "error",
      message: "This snapshot has been removed by its owner.",
    });
  });

  it("says the continuation limit in the member's language, with its numbers", async () => {
    const limited = {
      [`POST ${continueSnapshotPath(UUID)}`]: {
        status: 429,
        body: {
          error: {
            message: "You can continue at most 30 snapshots per 60 minutes. Try again in 12 minutes.",
            code: "continue_limited",
            params: { max: 30, window: 3600, retry_after: 690 },
          },
        },
      },
    };
    const english = setup(limited);
    await waitFor(() =>
      expect(english.toasts).toHaveBeenCalledWith({
        kind: "error",
        message: "You can continue at most 30 snapshots every 60 min. Please try again in 12 min.",
      }),
    );
    expect(english.navigate).toHaveBeenCalledWith("/", { replace: true });
    await shareMessages.ensure("de");
    await act(async () => {
      await i18next.changeLanguage("de");
    });
    const german = setup(limited);
    await waitFor(() =>
      expect(german.toasts).toHaveBeenCalledWith({
        kind: "error",
        message:
          "Sie können höchstens 30 Snapshots alle 60 Min. fortsetzen. Bitte versuchen Sie es in 12 Min. erneut.",
      }),
    );
  });

  it("falls back to the generic message", async () => {
    const { toasts } = setup({ [`POST ${continueSnapshotPath(UUID)}`]: { status: 500 } });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: "error",
        message: "Something went wrong. Please try again later.",
      }),
    );
  });

  it("reads the uuid from its path", () => {
    expect(uuidFromPath(`/continue-snapshot/${UUID}`)).toBe(UUID);
    expect(uuidFromPath("/continue-snapshot/")).toBeNull();
  });
});
