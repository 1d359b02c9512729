import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { OpsWorkspaceList } from "@parley/shared-contracts/api/ops";
import { createFakeApi } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
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

/** The ops API over the global fetch (the ops pages send no cookies, not the shell's fetch). */
function opsServer(status = 200) {
  const commands: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expect(init?.credentials).toBe("omit");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer ops-secret");
    if (status !== 200) return Response.json({ error: { message: "refused" } }, { status });
    if (url === "/api/v1/ops/workspaces") return Response.json(listing);
    const { command } = JSON.parse(String(init?.body)) as { command: { cmd: string } };
    commands.push(command);
    return Response.json({ lines: [`ran ${command.cmd}`] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { commands };
}

function renderPage() {
  const { shell } = createFakeShell({ api: createFakeApi({}).api, pathname: "/ops/workspaces" });
  renderInShell(<OpsWorkspacesPage />, shell);
}

beforeEach(() => {
  sessionStorage.setItem("parley_ops_credentials", JSON.stringify({ token: "ops-secret", actor: "olga" }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the ops workspaces page", () => {
  it("lists the workspaces with members, creation and status", async () => {
    opsServer();
    renderPage();
    const acme = await screen.findByTestId("opsWorkspaces.row-acme");
    expect(acme.textContent).toContain("Acme");
    expect(within(acme).getByTestId("opsWorkspaces.status").textContent).toBe("Active");
    const globex = screen.getByTestId("opsWorkspaces.row-globex");
    expect(within(globex).getByTestId("opsWorkspaces.status").textContent).toMatch(/^Suspended since /);
    expect(within(globex).getByRole("button", { name: "Reinstate globex" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Ops sections" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Workspaces" }).getAttribute("aria-current")).toBe("page");
  });

  it("creates a workspace, then its owner", async () => {
    const { commands } = opsServer();
    renderPage();
    await screen.findByTestId("opsWorkspaces.row-acme");
    fireEvent.change(screen.getByLabelText("Subdomain"), { target: { value: "Initech" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Initech" } });
    fireEvent.change(screen.getByLabelText("Owner's email"), { target: { value: "bill@initech.test" } });
    fireEvent.submit(screen.getByTestId("opsWorkspaces.create"));
    expect((await screen.findByTestId("opsWorkspaces.output")).textContent).toBe(
      "ran workspace.create\nran user.create",
    );
    expect(commands).toEqual([
      { cmd: "workspace.create", subdomain: "initech", name: "Initech" },
      { cmd: "user.create", subdomain: "initech", email: "bill@initech.test", name: "bill", role: "owner" },
    ]);
    // Done: the form is empty for the next one.
    await waitFor(() => expect(screen.getByLabelText("Subdomain")).toHaveProperty("value", ""));
  });

  it("suspends after asking, and reinstates", async () => {
    const { commands } = opsServer();
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Suspend acme" }));
    expect(screen.getByTestId("opsWorkspaces.confirm").textContent).toContain("Suspend acme?");
    fireEvent.click(screen.getByTestId("opsWorkspaces.confirm-ok"));
    await waitFor(() => expect(commands).toEqual([{ cmd: "workspace.suspend", subdomain: "acme" }]));
    fireEvent.click(screen.getByRole("button", { name: "Reinstate globex" }));
    await waitFor(() => expect(commands).toHaveLength(2));
    expect(commands[1]).toEqual({ cmd: "workspace.reinstate", subdomain: "globex" });
  });

  it("is not for a workspace owner: a refused token shows the ops sign-in", async () => {
    opsServer(401);
    renderPage();
    expect((await screen.findByTestId("ops.refused")).textContent).toBe("The ops token was refused.");
    expect(screen.getByLabelText("Ops token")).toBeTruthy();
    expect(screen.queryByTestId("opsWorkspaces.table")).toBeNull();
  });
});
