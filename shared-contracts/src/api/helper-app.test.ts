import { describe, expect, it } from "vitest";
import { TOOL_NAME_MAX_LENGTH } from "../constants.ts";
import { HELPER_APP_URL, HELPER_SERVER_NAME, helperPairingStateSchema, localToolName } from "./helper-app.ts";

describe("helper app contracts", () => {
  it("joins server and tool with a double underscore, at most 63 characters", () => {
    expect(localToolName("files", "read_text_file")).toBe("files__read_text_file");
    const long = localToolName("a-server-name-of-forty-characters-------", "a_tool_name_that_goes_on_and_on");
    expect(long).toHaveLength(TOOL_NAME_MAX_LENGTH);
    expect(long.startsWith("a-server-name-of-forty-characters-------__a_tool")).toBe(true);
  });

  it("takes server names without the separator", () => {
    expect(HELPER_SERVER_NAME.test("files")).toBe(true);
    expect(HELPER_SERVER_NAME.test("my_db-2")).toBe(true);
    expect(HELPER_SERVER_NAME.test("my__db")).toBe(false);
    expect(HELPER_SERVER_NAME.test("../etc")).toBe(false);
    expect(HELPER_SERVER_NAME.test("_hidden")).toBe(false);
  });

  it("reaches the helper on the spec's port and hands the secret only when approved", () => {
    expect(HELPER_APP_URL).toBe("http://127.0.0.1:9001");
    expect(helperPairingStateSchema.safeParse({ status: "approved" }).success).toBe(false);
    expect(helperPairingStateSchema.parse({ status: "approved", secret: "s" })).toEqual({
      status: "approved",
      secret: "s",
    });
  });
});
