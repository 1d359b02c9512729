import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import i18next from "i18next";
import type { OpsErrorBody } from "@parley/shared-contracts/api/ops";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { createFakeApi } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { adminMessages } from "../../../i18n/load-admin-messages.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import type { RemoteListing } from "../api/ops-api.ts";
import { OpsRemotesPage } from "./ops-remotes-page.tsx";

const listing: RemoteListing = {
  tenant: null,
  remotes: [
    {
      name: "mf_auth",
      versions: ["1.1.0", "1.0.0"],
      staged: [],
      newest: "1.1.0",
      defaultPin: "1.0.0",
      tenantPin: null,
      serves: "1.0.0",
      fallback: null,
    },
  ],
};

/** The ops API over the global fetch: the pin listing, and one answer for every command. */
function opsServer(answer: { status: number; body: unknown }) {
  const commands: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(init?.credentials).toBe("omit");
      if (url.startsWith("/api/v1/ops/remotes?")) return Response.json(listing);
      commands.push((JSON.parse(String(init?.body)) as { command: unknown }).command);
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return { commands };
}

async function renderPage(language: LanguageCode = "en") {
  await adminMessages.ensure(language);
  await act(async () => {
    await i18next.changeLanguage(language);
  });
  const { shell } = createFakeShell({ api: createFakeApi({}).api, pathname: "/ops/remotes", language });
  renderInShell(<OpsRemotesPage />, shell);
}

beforeEach(() => {
  sessionStorage.setItem("parley_ops_credentials", JSON.stringify({ token: "ops-secret", actor: "olga" }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await i18next.changeLanguage("en");
});

describe("the ops pin table", () => {
  it("says a promotion of the default channel from its result code", async () => {
    const { commands } = opsServer({
      status: 200,
      body: {
        lines: ["Promoted mf_auth 1.1.0 for the default channel"],
        result: { code: "remote_promoted", params: { remote: "mf_auth", version: "1.1.0", tenants: [null] } },
      },
    });
    await renderPage();
    const row = await screen.findByTestId("ops.row-mf_auth");
    fireEvent.change(within(row).getByTestId("ops.version"), { target: { value: "1.1.0" } });
    fireEvent.click(within(row).getByTestId("ops.promote"));
    expect((await screen.findByTestId("ops.output")).textContent).toBe(
      "Promoted mf_auth 1.1.0 for the default channel.",
    );
    expect(commands).toEqual([
      { cmd: "remotes.promote", remote: "mf_auth", version: "1.1.0", tenants: [null] },
    ]);
  });

  it("says a refused command from its error code in the reader's language (Spanish)", async () => {
    const refusal: OpsErrorBody = {
      error: {
        code: "version_not_found",
        message: "Remote mf_auth has no build 1.1.0 (built: 1.0.0)",
        params: { remote: "mf_auth", version: "1.1.0" },
      },
    };
    opsServer({ status: 404, body: refusal });
    await renderPage("es");
    const row = await screen.findByTestId("ops.row-mf_auth");
    fireEvent.change(within(row).getByTestId("ops.version"), { target: { value: "1.1.0" } });
    fireEvent.click(within(row).getByTestId("ops.promote"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "El módulo remoto mf_auth no tiene la versión 1.1.0.",
    );
  });
});
