import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { AuditEntry } from "@parley/shared-contracts/api/admin-audit";
import { createFakeApi } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { AuditPage } from "./audit-page.tsx";

const entry: AuditEntry = {
  id: 7,
  actor: "owner@acme.test",
  action: "member.role_changed",
  target: "mel@acme.test",
  before: { role: "member" },
  after: { role: "admin" },
  ip: "127.0.0.1",
  created_at: "2026-11-26T06:00:00.000Z",
};

describe("the audit page", () => {
  it("shows who, what and the change, and searches on submit", async () => {
    const fake = createFakeApi({
      "GET /api/v1/admin/audit/": { status: 200, body: { results: [entry] } },
      "GET /api/v1/admin/audit/?q=nobody": { status: 200, body: { results: [] } },
    });
    renderInShell(<AuditPage />, createFakeShell({ api: fake.api, pathname: "/audit" }).shell);
    const row = await screen.findByTestId("audit.row");
    expect(row.textContent).toContain("Role changed");
    expect(row.textContent).toContain("role: member → role: admin");
    fireEvent.change(screen.getByTestId("audit.search"), { target: { value: "nobody" } });
    fireEvent.submit(screen.getByRole("search"));
    expect((await screen.findByTestId("audit.empty")).textContent).toBe("No changes match.");
  });

  it("downloads the CSV through the shell's fetch", async () => {
    const fake = createFakeApi({
      "GET /api/v1/admin/audit/": { status: 200, body: { results: [entry] } },
      "GET /api/v1/admin/audit/export.csv": { status: 200, text: "created_at\r\n" },
    });
    URL.createObjectURL = () => "blob:csv";
    URL.revokeObjectURL = () => undefined;
    renderInShell(<AuditPage />, createFakeShell({ api: fake.api }).shell);
    fireEvent.click(await screen.findByTestId("audit.export"));
    await waitFor(() => expect(fake.callsTo("GET", "/api/v1/admin/audit/export.csv")).toHaveLength(1));
  });
});
