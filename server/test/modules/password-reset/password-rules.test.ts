import { readFileSync } from "node:fs";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "../../../src/lib/messages.ts";
import { runOpsCommand } from "../../../src/modules/ops/commands.ts";
import {
  assertAcceptablePassword,
  checkPassword,
  describePasswordProblem,
  isCommonPassword,
} from "../../../src/modules/auth/password-rules.ts";
import type { PasswordProblem } from "../../../src/modules/auth/password-rules.ts";
import { createRemoteCatalog } from "../../../src/modules/remotes/catalog.ts";
import { openTestDatabase } from "../../helpers/test-database.ts";

beforeAll(loadMessages);

describe("password rules", () => {
  it("ships a list of 10,000 common passwords of at least 8 characters", () => {
    const list = readFileSync(new URL("../../../data/common-passwords.txt", import.meta.url), "utf-8")
      .trim()
      .split("\n");
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
    expect(list.slice(0, 3)).toEqual(["password", "12345678", "123456789"]);
  });

  it("refuses short, overlong and common passwords, ignoring case for the list", () => {
    expect(checkPassword("")).toEqual(["required"]);
    expect(checkPassword("1234567")).toEqual(["too_short"]);
    expect(checkPassword("é".repeat(8))).toEqual([]);
    expect(checkPassword("x".repeat(257))).toEqual(["too_long"]);
    expect(checkPassword("PassWord123")).toEqual(["too_common"]);
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(checkPassword("correct horse battery staple")).toEqual([]);
    expect(checkPassword("correct horse", "correct horsе")).toEqual(["mismatch"]);
    expect(checkPassword("qwertyuiop", "qwerty")).toEqual(["too_common", "mismatch"]);
  });

  it("explains every problem in all 12 languages, with the limits filled in", () => {
    const problems: PasswordProblem[] = ["required", "too_short", "too_long", "too_common", "mismatch"];
    for (const problem of problems) {
      const english = describePasswordProblem(problem, "en");
      for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
        const text = describePasswordProblem(problem, code);
        expect(text, `${problem} ${code}`).not.toBe(english);
        expect(text).not.toMatch(/\{\{/);
      }
    }
    expect(describePasswordProblem("too_short", "fr")).toContain("au moins 8 caractères");
    expect(describePasswordProblem("too_long", "da")).toContain("256 tegn");
  });

  // A fresh migrated database of its own: slow on a busy machine, hence the longer timeout.
  it("is applied by ops user create", async () => {
    expect(() => assertAcceptablePassword("letmein1")).toThrow(/too common/);
    const database = await openTestDatabase();
    try {
      const ctx = { db: database.db, catalog: createRemoteCatalog("/nonexistent", () => undefined) };
      await runOpsCommand(ctx, { cmd: "workspace.create", subdomain: "hooli", name: "Hooli" });
      const weak = runOpsCommand(ctx, {
        cmd: "user.create",
        subdomain: "hooli",
        email: "gavin@hooli.test",
        name: "Gavin",
        password: "sunshine",
      });
      await expect(weak).rejects.toMatchObject({ statusCode: 400, code: "weak_password" });
      const good = await runOpsCommand(ctx, {
        cmd: "user.create",
        subdomain: "hooli",
        email: "gavin@hooli.test",
        name: "Gavin",
        password: "middle-out-compression",
      });
      expect(good[0]).toMatch(/^Created member gavin@hooli.test/);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
