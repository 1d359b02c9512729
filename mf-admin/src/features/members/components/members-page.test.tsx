import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AdminMember } from "@parley/shared-contracts/api/admin-members";
import { createFakeApi, jsonBody } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { MembersPage } from "./members-page.tsx";

const owner: AdminMember = {
  id: 1,
  email: "owner@acme.test",
  name: "Ada Owner",
  role: "owner",
  disabled: false,
  invited: false,
  last_login_at: "2026-11-01T10:00:00.000Z",
};
const mel: AdminMember = { ...owner, id: 2, email: "mel@acme.test", name: "Mel", role: "member" };
const list = { status: 200, body: { results: [owner, mel] } };

describe("the members page", () => {
  it("lists members; the viewer's own row cannot be changed", async () => {
    const fake = createFakeApi({ "GET /api/v1/admin/members/": list });
    renderInShell(<MembersPage />, createFakeShell({ api: fake.api, pathname: "/members" }).shell);
    const own = await screen.findByTestId("members.row-owner@acme.test");
    expect(within(own).getByTestId<HTMLSelectElement>("members.role").disabled).toBe(true);
    expect(within(own).queryByTestId("members.deactivate")).toBeNull();
    expect(screen.getByRole("link", { name: "Members" }).getAttribute("aria-current")).toBe("page");
  });

  it("invites by e-mail and adds the invited member to the table", async () => {
    const invited: AdminMember = { ...mel, id: 3, email: "new@acme.test", name: "new", invited: true };
    const fake = createFakeApi({
      "GET /api/v1/admin/members/": list,
      "POST /api/v1/admin/members/": { status: 201, body: invited },
    });
    const { shell, bus } = createFakeShell({ api: fake.api });
    const toasts: string[] = [];
    bus.on("toast.shown", (toast) => toasts.push(toast.message));
    renderInShell(<MembersPage />, shell);
    fireEvent.change(await screen.findByTestId("invite.email"), { target: { value: "nope" } });
    fireEvent.click(screen.getByTestId("invite.submit"));
    expect((await screen.findByTestId("invite.problem")).textContent).toBe("Enter a valid email address.");
    fireEvent.change(screen.getByTestId("invite.email"), { target: { value: "new@acme.test" } });
    fireEvent.click(screen.getByTestId("invite.submit"));
    const row = await screen.findByTestId("members.row-new@acme.test");
    expect(within(row).getByTestId("members.status").textContent).toBe("Invited");
    expect(jsonBody(fake.callsTo("POST", "/api/v1/admin/members/")[0])).toEqual({
      email: "new@acme.test",
      role: "member",
    });
    expect(toasts).toEqual(["An invitation was sent to new@acme.test."]);
  });

  it("asks before deactivating, then shows the member deactivated", async () => {
    const fake = createFakeApi({
      "GET /api/v1/admin/members/": list,
      "POST /api/v1/admin/members/2/deactivate/": { status: 200, body: { ...mel, disabled: true } },
    });
    renderInShell(<MembersPage />, createFakeShell({ api: fake.api }).shell);
    const row = await screen.findByTestId("members.row-mel@acme.test");
    fireEvent.click(within(row).getByTestId("members.deactivate"));
    expect(screen.getByTestId("members.confirm").textContent).toContain("Deactivate Mel?");
    fireEvent.click(screen.getByTestId("members.confirm-ok"));
    await waitFor(() => expect(within(row).getByTestId("members.status").textContent).toBe("Deactivated"));
  });

  it("changes a role", async () => {
    const fake = createFakeApi({
      "GET /api/v1/admin/members/": list,
      "PATCH /api/v1/admin/members/2/": { status: 200, body: { ...mel, role: "admin" } },
    });
    renderInShell(<MembersPage />, createFakeShell({ api: fake.api }).shell);
    const row = await screen.findByTestId("members.row-mel@acme.test");
    fireEvent.change(within(row).getByTestId("members.role"), { target: { value: "admin" } });
    await waitFor(() =>
      expect(jsonBody(fake.callsTo("PATCH", "/api/v1/admin/members/2/")[0])).toEqual({ role: "admin" }),
    );
  });

  it("says 'You do not have managing permission!' when the server refuses", async () => {
    const fake = createFakeApi({
      "GET /api/v1/admin/members/": { status: 403, body: { error: { message: "no", code: "forbidden" } } },
    });
    renderInShell(<MembersPage />, createFakeShell({ api: fake.api }).shell);
    expect((await screen.findByTestId("admin.forbidden")).textContent).toBe(
      "You do not have managing permission!",
    );
  });
});
