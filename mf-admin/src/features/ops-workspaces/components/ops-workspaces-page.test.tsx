import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type { OpsCommandResult, OpsErrorBody, OpsWorkspaceList } from "@parley/shared-contracts/api/ops";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { createFakeApi } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { adminMessages } from "../../../i18n/load-admin-messages.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { OpsWorkspacesPage } from "./ops-workspaces-page.tsx";

const listing: OpsWorkspaceList = {
  workspaces: [
    {
      subdomain: "acme",
      name: "Acme",
      memberCount: 3,
      createdAt: "2026-11-01T08:00:00.000Z",
      suspendedAt: null,
    },
    {
      subdomain: "globex",
      name: "Globex Corp",
      memberCount: 1,
      createdAt: "2026-11-02T08:00:00.000Z",
      suspendedAt: "2026-11-20T08:00:00.000Z",
    },
  ],
};

interface FakeCommand {
  cmd: string;
  subdomain: string;
  name?: string;
  owner?: { email: string };
}

/** What the ops API answers for a command of this page (its lines are the CLI's, not shown). */
function resultOf(command: FakeCommand): OpsCommandResult {
  const { subdomain } = command;
  if (command.cmd === "workspace.create")
    return {
      code: "workspace_created",
      params: {
        subdomain,
        name: command.name ?? "",
        ownerEmail: command.owner?.email ?? null,
        ownerPassword: "Generated-Once-42",
      },
    };
  if (command.cmd === "workspace.suspend")
    return { code: "workspace_suspended", params: { subdomain, sessionsEnded: 2 } };
  return { code: "workspace_reinstated", params: { subdomain } };
}

/** The ops API over the global fetch (the ops pages send no cookies, not the shell's fetch). */
function opsServer(status = 200, refusal?: { status: number; body: OpsErrorBody }) {
  const commands: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expect(init?.credentials).toBe("omit");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer ops-secret");
    if (status !== 200) return Response.json({ error: { message: "refused" } }, { status });
    if (url === "/api/v1/ops/workspaces") return Response.json(listing);
    const { command } = JSON.parse(String(init?.body)) as { command: FakeCommand };
    commands.push(command);
    if (refusal) return Response.json(refusal.body, { status: refusal.status });
    return Response.json({ lines: [`ran ${command.cmd}`], result: resultOf(command) });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { commands };
}

async function renderPage(language: LanguageCode = "en") {
  await adminMessages.ensure(language);
  await act(async () => {
    await i18next.changeLanguage(language);
  });
  const { shell } = createFakeShell({ api: createFakeApi({}).api, pathname: "/ops/workspaces", language });
  renderInShell(<OpsWorkspacesPage />, shell);
}

/** Fills and sends the create form (by test id: the labels follow the language). */
async function createInitech() {
  await screen.findByTestId("opsWorkspaces.row-acme");
  fireEvent.change(screen.getByTestId("opsWorkspaces.subdomain"), { target: { value: "Initech" } });
  fireEvent.change(screen.getByTestId("opsWorkspaces.name"), { target: { value: "Initech" } });
  fireEvent.change(screen.getByTestId("opsWorkspaces.ownerEmail"), {
    target: { value: "bill@initech.test" },
  });
  fireEvent.submit(screen.getByTestId("opsWorkspaces.create"));
}

beforeEach(() => {
  sessionStorage.setItem("parley_ops_credentials", JSON.stringify({ token: "ops-secret", actor: "olga" }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await i18next.changeLanguage("en");
});

describe("the ops workspaces page", () => {
  it("lists the workspaces with members, creation and status", async () => {
    opsServer();
    await renderPage();
    const acme = await screen.findByTestId("opsWorkspaces.row-acme");
    expect(acme.textContent).toContain("Acme");
    expect(within(acme).getByTestId("opsWorkspaces.status").textContent).toBe("Active");
    const globex = screen.getByTestId("opsWorkspaces.row-globex");
    expect(within(globex).getByTestId("opsWorkspaces.status").textContent).toMatch(/^Suspended since /);
    expect(within(globex).getByRole("button", { name: "Reinstate globex" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Ops sections" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Workspaces" }).getAttribute("aria-current")).toBe("page");
  });

  it("creates a workspace with its owner in one command, and shows the owner's password once", async () => {
    const { commands } = opsServer();
    await renderPage();
    await createInitech();
    const output = await screen.findByTestId("opsWorkspaces.output");
    expect(output.textContent).toContain(
      "Workspace initech (Initech) is created with its owner bill@initech.test.",
    );
    expect(screen.getByTestId("opsWorkspaces.output-password").textContent).toBe("Generated-Once-42");
    expect(commands).toEqual([
      {
        cmd: "workspace.create",
        subdomain: "initech",
        name: "Initech",
        owner: { email: "bill@initech.test" },
      },
    ]);
    // Done: the form is empty for the next one.
    await waitFor(() => expect(screen.getByLabelText("Subdomain")).toHaveProperty("value", ""));
  });

  it("says the result in the reader's language (German)", async () => {
    opsServer();
    await renderPage("de");
    await createInitech();
    const output = await screen.findByTestId("opsWorkspaces.output");
    expect(output.textContent).toContain(
      "Der Arbeitsbereich initech (Initech) ist mit dem Inhaber bill@initech.test angelegt.",
    );
    expect(output.textContent).toContain("Passwort, nur dieses eine Mal angezeigt:");
    expect(screen.getByTestId("opsWorkspaces.output-password").textContent).toBe("Generated-Once-42");
  });

  it("says a refusal from its error code (German), and keeps the form", async () => {
    opsServer(200, {
      status: 409,
      body: {
        error: {
          code: "workspace_exists",
          message: 'A workspace with subdomain "initech" already exists',
          params: { subdomain: "initech" },
        },
      },
    });
    await renderPage("de");
    await createInitech();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Ein Arbeitsbereich mit der Subdomain initech existiert bereits.");
    expect(alert.getAttribute("data-testid")).toBe("opsWorkspaces.output");
    expect(screen.getByTestId("opsWorkspaces.subdomain")).toHaveProperty("value", "Initech");
  });

  it("names a refused field by the form's label", async () => {
    opsServer(200, {
      status: 400,
      body: {
        error: { code: "validation_error", message: "Invalid member", fields: { email: ["Invalid email"] } },
      },
    });
    await renderPage();
    await createInitech();
    expect((await screen.findByRole("alert")).textContent).toBe("Please check: Owner's email.");
  });

  it("suspends after asking, and reinstates", async () => {
    const { commands } = opsServer();
    await renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Suspend acme" }));
    expect(screen.getByTestId("opsWorkspaces.confirm").textContent).toContain("Suspend acme?");
    fireEvent.click(screen.getByTestId("opsWorkspaces.confirm-ok"));
    await waitFor(() => expect(commands).toEqual([{ cmd: "workspace.suspend", subdomain: "acme" }]));
    expect((await screen.findByTestId("opsWorkspaces.output")).textContent).toBe(
      "Workspace acme is suspended (sessions ended: 2).",
    );
    fireEvent.click(screen.getByRole("button", { name: "Reinstate globex" }));
    await waitFor(() => expect(commands).toHaveLength(2));
    expect(commands[1]).toEqual({ cmd: "workspace.reinstate", subdomain: "globex" });
  });

  it("is not for a workspace owner: a refused token shows the ops sign-in", async () => {
    opsServer(401);
    await renderPage();
    expect((await screen.findByTestId("ops.refused")).textContent).toBe("The ops token was refused.");
    expect(screen.getByLabelText("Ops token")).toBeTruthy();
    expect(screen.queryByTestId("opsWorkspaces.table")).toBeNull();
  });
});
