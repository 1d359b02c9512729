import { afterEach, describe, expect, it } from "vitest";
import i18next from "i18next";
import { adminMessages } from "../../../i18n/load-admin-messages.ts";
import "../../../test/setup-i18n.ts";
import { OpsError } from "../api/ops-api.ts";
import { describeError, describeResult } from "./describe-ops-outcome.ts";

const t = i18next.getFixedT(null, ["mf_admin", "common"] as const);

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("an ops command's outcome as a sentence", () => {
  it("names the default channel and lists several channels", () => {
    expect(
      describeResult(t, "en", {
        code: "remote_promoted",
        params: { remote: "mf_auth", version: "1.1.0", tenants: ["acme", null] },
      }),
    ).toBe("Promoted mf_auth 1.1.0 for acme and the default channel.");
    expect(
      describeResult(t, "en", { code: "remote_unpinned", params: { remote: "mf_auth", tenant: null } }),
    ).toBe("Unpinned mf_auth for the default channel.");
  });

  it("says what a channel follows after a rollback with nothing before it", () => {
    expect(
      describeResult(t, "en", {
        code: "remote_rolled_back",
        params: { remote: "mf_auth", from: "1.1.0", to: null, tenant: "acme" },
      }),
    ).toBe("Rolled mf_auth back from 1.1.0 for acme: it follows the default channel again.");
    expect(
      describeResult(t, "en", {
        code: "remote_rolled_back",
        params: { remote: "mf_auth", from: "1.1.0", to: null, tenant: null },
      }),
    ).toBe(
      "Rolled mf_auth back from 1.1.0 for the default channel: it serves the newest built-in build again.",
    );
  });

  it("says known error codes with their params, others by their code, in the reader's language", async () => {
    await adminMessages.ensure("fr");
    await i18next.changeLanguage("fr");
    const fr = i18next.getFixedT("fr", ["mf_admin", "common"] as const);
    const notFound = new OpsError(404, {
      code: "version_not_found",
      message: "Remote mf_auth has no build 9.9.9 (built: 1.0.0)",
      params: { remote: "mf_auth", version: "9.9.9" },
    });
    expect(describeError(fr, notFound)).toBe("Le module distant mf_auth n'a pas de version 9.9.9.");
    expect(describeError(fr, new OpsError(500, { code: "server_error", message: "Internal" }))).toBe(
      "La commande a échoué (server_error).",
    );
    expect(describeError(fr, new OpsError(0, undefined))).toBe(
      "Le serveur est injoignable. Veuillez réessayer.",
    );
  });
});
