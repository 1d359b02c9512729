import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeApi } from "../testing/fake-api.ts";
import { createFakeShell } from "../testing/fake-shell.ts";
import { ParcelCrash } from "./parcel-crash.tsx";

afterEach(cleanup);

describe("ParcelCrash", () => {
  it("says so in the remote's words and reports the failure to the server", async () => {
    const fake = createFakeApi({ "POST /api/v1/remotes/errors": { status: 204 } });
    const { shell } = createFakeShell({ api: fake.api, pathname: "/account-settings" });
    render(
      <ParcelCrash
        error={new Error("boom")}
        shell={shell}
        remote="mf_account"
        module="./AccountSettingsPage"
        texts={{ message: "Account settings stopped working.", reload: "Reload" }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Account settings stopped working.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/remotes/errors")).toHaveLength(1));
    expect(JSON.parse(String(fake.calls[0]?.body))).toEqual({
      remote: "mf_account",
      module: "./AccountSettingsPage",
      phase: "mount",
      message: "boom",
      path: "/account-settings",
    });
  });
});
