// The helper every sign-in endpoint uses to honour a workspace's switched-off methods.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "@parley/shared-contracts/messages";
import { loadMessages } from "../../../src/lib/messages.ts";
import { HttpError } from "../../../src/lib/http-error.ts";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { assertSignInOption, setSignInOptions } from "../../../src/modules/auth/sign-in-options.ts";
import { openTestDatabase } from "../../helpers/test-database.ts";
import type { TestDatabase } from "../../helpers/test-database.ts";
import { seedDemo } from "../../../src/modules/ops/seed.ts";

let database: TestDatabase;
beforeAll(async () => {
  await loadMessages();
  database = await openTestDatabase();
  await seedDemo(database.db, { password: "acme-owner-password" });
});
afterAll(() => database.drop());

function refusal(run: () => void): HttpError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return undefined;
}

describe("sign-in options", () => {
  it("lets enabled methods through and refuses the others with their code, in the caller's language", async () => {
    expect(await setSignInOptions(database.db, "acme", ["google", "google"])).toEqual(["google"]);
    const account = await findAccountBySubdomain(database.db, "acme");
    if (account === undefined) throw new Error("acme missing");
    expect(refusal(() => assertSignInOption(account, "google"))).toBeUndefined();

    const english = refusal(() => assertSignInOption(account, "email_password"));
    expect(english).toMatchObject({
      statusCode: 403,
      code: "password_disabled",
      message: catalogue["signIn.error.password_disabled"],
    });
    const french = refusal(() => assertSignInOption(account, "email_password", "fr-FR,fr;q=0.9"));
    expect(french?.message).not.toBe(catalogue["signIn.error.password_disabled"]);
    expect(french?.message).toMatch(/mot de passe/i);

    await setSignInOptions(database.db, "acme", ["email_password"]);
    const google = await findAccountBySubdomain(database.db, "acme");
    expect(refusal(() => assertSignInOption(google ?? account, "google"))?.code).toBe("google_disabled");
  });

  it("refuses an empty list, an unknown method and an unknown workspace", async () => {
    await expect(setSignInOptions(database.db, "acme", [])).rejects.toMatchObject({ statusCode: 400 });
    await expect(setSignInOptions(database.db, "acme", ["sms" as "google"])).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(setSignInOptions(database.db, "nowhere", ["google"])).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
