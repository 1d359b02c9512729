import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type {
  OpsCommandResult,
  OpsErrorBody,
  OpsRemoteVersions,
  OpsWorkspaceList,
} from "@parley/shared-contracts/api/ops";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { createFakeApi } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { adminMessages } from "../../../i18n/load-admin-messages.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { OpsVersionsPage } from "./ops-versions-page.tsx";

const none = { count: 0, fallbacks: 0, latest: [] };
const versions: OpsRemoteVersions = {
  remotes: [
    {
      name: "mf_conversations",
      versions: [
        {
          version: "1.2.0",
          source: "published",
          newestBuiltIn: false,
          staged: false,
          defaultPromoted: false,
          publishedAt: "2026-11-25T08:00:00.000Z",
          publishedBy: "publish-token:3",
          tenants: [
            {
              tenant: "acme",
              promotedAt: "2026-11-26T08:00:00.000Z",
              failuresSincePromotion: 2,
              loadsSincePromotion: 38,
              errorRate: 0.05,
            },
            {
              tenant: "globex",
              promotedAt: "2026-11-26T09:00:00.000Z",
              failuresSincePromotion: 0,
              loadsSincePromotion: 0,
              errorRate: null,
            },
          ],
          failures: {
            count: 3,
            fallbacks: 1,
            latest: [
              { at: "2026-11-26T08:30:00.000Z", tenant: "acme", phase: "load", message: "chunk failed" },
            ],
          },
        },
        {
          version: "1.1.0",
          source: "built-in",
          newestBuiltIn: true,
          staged: false,
          defaultPromoted: false,
          publishedAt: null,
          publishedBy: null,
          tenants: [],
          failures: none,
        },
      ],
    },
  ],
};
const workspaces: OpsWorkspaceList = {
  workspaces: [
    {
      subdomain: "acme",
      name: "Acme",
      memberCount: 2,
      createdAt: "2026-11-01T08:00:00.000Z",
      suspendedAt: null,
    },
    {
      subdomain: "globex",
      name: "Globex",
      memberCount: 1,
      createdAt: "2026-11-01T08:00:00.000Z",
      suspendedAt: null,
    },
  ],
};

interface FakeCommand {
  cmd: string;
  remote: string;
  version?: string;
  tenant?: string | null;
  tenants?: (string | null)[];
}

/** What the ops API answers for the page's commands (its lines are the CLI's, not shown). */
function resultOf(command: FakeCommand): OpsCommandResult {
  const { remote } = command;
  if (command.cmd === "remotes.promote")
    return {
      code: "remote_promoted",
      params: { remote, version: command.version ?? "", tenants: command.tenants ?? [] },
    };
  return {
    code: "remote_rolled_back",
    params: { remote, from: "1.2.0", to: "1.1.0", tenant: command.tenant ?? null },
  };
}

function opsServer(status = 200, refusal?: { status: number; body: OpsErrorBody }) {
  const commands: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(init?.credentials).toBe("omit");
      if (status !== 200) return Response.json({ error: { message: "refused" } }, { status });
      if (url === "/api/v1/ops/remotes/versions") return Response.json(versions);
      if (url === "/api/v1/ops/workspaces") return Response.json(workspaces);
      const { command } = JSON.parse(String(init?.body)) as { command: FakeCommand };
      commands.push(command);
      if (refusal) return Response.json(refusal.body, { status: refusal.status });
      return Response.json({ lines: [`ran ${command.cmd}`], result: resultOf(command) });
    }),
  );
  return { commands };
}

async function renderPage(language: LanguageCode = "en") {
  await adminMessages.ensure(language);
  await act(async () => {
    await i18next.changeLanguage(language);
  });
  const { shell } = createFakeShell({ api: createFakeApi({}).api, pathname: "/ops/versions", language });
  renderInShell(<OpsVersionsPage />, shell);
}

beforeEach(() => {
  sessionStorage.setItem("parley_ops_credentials", JSON.stringify({ token: "ops-secret", actor: "olga" }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await i18next.changeLanguage("en");
});

describe("the ops versions page", () => {
  it("shows each version's source, promotions and load errors, and the canary's errors since promotion", async () => {
    opsServer();
    await renderPage();
    const canary = await screen.findByTestId("opsVersions.row-mf_conversations-1.2.0");
    expect(canary.textContent).toContain("Published by publish-token:3");
    expect(within(canary).getByTestId("opsVersions.errors").textContent).toBe("Reports: 3 (fell back: 1)");
    expect(within(canary).getAllByTestId("opsVersions.errorsSince")[0]?.textContent).toBe(
      "Load errors since the promotion: 2",
    );
    const acme = within(canary).getByTestId("opsVersions.canary-acme");
    expect(within(acme).getByTestId("opsVersions.rateSince").textContent).toBe(
      "Error rate since the promotion: 5% (loads: 38)",
    );
    const globex = within(canary).getByTestId("opsVersions.canary-globex");
    expect(within(globex).getByTestId("opsVersions.rateSince").textContent).toBe(
      "Error rate since the promotion: no loads yet",
    );
    expect(canary.textContent).toContain("chunk failed");
    const builtIn = screen.getByTestId("opsVersions.row-mf_conversations-1.1.0");
    expect(builtIn.textContent).toContain("Newest built-in");
    expect(within(builtIn).getByTestId("opsVersions.errors").textContent).toBe("None reported");
    expect(screen.getByTestId("opsVersions.canaryNote").textContent).toContain("error rate");
  });

  it("promotes for one workspace, then to the default, and rolls back", async () => {
    const { commands } = opsServer();
    await renderPage();
    const row = await screen.findByTestId("opsVersions.row-mf_conversations-1.1.0");
    const promote = within(row).getByRole("button", {
      name: "Promote for one workspace: mf_conversations 1.1.0",
    });
    expect(promote).toHaveProperty("disabled", true);
    const tenant = within(row).getByRole("combobox", { name: "Canary workspace for mf_conversations 1.1.0" });
    await waitFor(() => expect(within(tenant).getAllByRole("option")).toHaveLength(3));
    fireEvent.change(tenant, { target: { value: "globex" } });
    fireEvent.click(promote);
    expect((await screen.findByTestId("opsVersions.output")).textContent).toBe(
      "Promoted mf_conversations 1.1.0 for globex.",
    );
    fireEvent.click(within(row).getByRole("button", { name: "Promote to default: mf_conversations 1.1.0" }));
    await waitFor(() => expect(commands).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Roll back acme" }));
    await waitFor(() => expect(commands).toHaveLength(3));
    expect(commands).toEqual([
      { cmd: "remotes.promote", remote: "mf_conversations", version: "1.1.0", tenants: ["globex"] },
      { cmd: "remotes.promote", remote: "mf_conversations", version: "1.1.0", tenants: [null] },
      { cmd: "remotes.rollback", remote: "mf_conversations", tenant: "acme" },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId("opsVersions.output").textContent).toBe(
        "Rolled mf_conversations back from 1.2.0 to 1.1.0 for acme.",
      ),
    );
  });

  it("says the rollback in the reader's language (German)", async () => {
    opsServer();
    await renderPage("de");
    fireEvent.click(await screen.findByRole("button", { name: "acme zurücksetzen" }));
    expect((await screen.findByTestId("opsVersions.output")).textContent).toBe(
      "mf_conversations ist für acme von 1.2.0 auf 1.1.0 zurückgerollt.",
    );
  });

  it("says a refused command from its error code (German)", async () => {
    opsServer(200, {
      status: 409,
      body: {
        error: {
          code: "nothing_promoted",
          message: "Nothing is promoted for acme to roll back",
          params: { remote: "mf_conversations", tenant: "acme" },
        },
      },
    });
    await renderPage("de");
    fireEvent.click(await screen.findByRole("button", { name: "acme zurücksetzen" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Für acme ist nichts von mf_conversations freigegeben, also gibt es nichts zurückzurollen.",
    );
  });

  it("is not for a workspace owner: a refused token shows the ops sign-in", async () => {
    opsServer(401);
    await renderPage();
    expect((await screen.findByTestId("ops.refused")).textContent).toBe("The ops token was refused.");
    expect(screen.queryByTestId("opsVersions.remote-mf_conversations")).toBeNull();
  });
});
