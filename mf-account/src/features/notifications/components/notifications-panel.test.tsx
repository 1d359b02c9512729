import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { createFakeApi, createFakeShell, signedInProfile } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { NotificationsPanel } from "./notifications-panel.tsx";

describe("Notifications", () => {
  it("turns e-mails off by saving is_email_unsubscribed, then confirms", async () => {
    const fake = createFakeApi({
      "PATCH /api/v1/members/detail": {
        status: 200,
        body: { ...signedInProfile, is_email_unsubscribed: true },
      },
    });
    const { shell, bus } = createFakeShell({ api: fake.api });
    const changed = vi.fn();
    bus.on("session.profile-changed", changed);
    renderInShell(<NotificationsPanel profile={signedInProfile} />, shell);
    const toggle = screen.getByRole("switch", { name: "Email notifications" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your email notification settings were saved.",
    );
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(JSON.parse(String(fake.calls[0]?.body))).toEqual({ is_email_unsubscribed: true });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("puts the switch back and shows the server's message when saving fails", async () => {
    const fake = createFakeApi({
      "PATCH /api/v1/members/detail": { status: 400, body: { error: { message: "Not allowed right now" } } },
    });
    renderInShell(<NotificationsPanel profile={signedInProfile} />, createFakeShell({ api: fake.api }).shell);
    const toggle = screen.getByRole("switch", { name: "Email notifications" });
    fireEvent.click(toggle);
    expect((await screen.findByRole("alert")).textContent).toBe("Not allowed right now");
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });
});
