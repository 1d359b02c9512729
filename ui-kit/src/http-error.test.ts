import { describe, expect, it } from "vitest";
import { apiErrorOf, HttpError, isClientError, readJson, serverMessage } from "./http-error.ts";

describe("HttpError helpers", () => {
  it("reads the server's error envelope", () => {
    const error = new HttpError(400, {
      error: { message: "Name must not be empty", code: "validation_error", fields: { name: ["Required"] } },
    });
    expect(apiErrorOf(error)).toEqual({
      message: "Name must not be empty",
      code: "validation_error",
      fields: { name: ["Required"] },
    });
    expect(serverMessage(error)).toBe("Name must not be empty");
    expect(isClientError(error)).toBe(true);
  });

  it("has no message for other bodies, blank messages and other errors", () => {
    expect(serverMessage(new HttpError(500, null))).toBeNull();
    expect(serverMessage(new HttpError(400, { error: { message: "  " } }))).toBeNull();
    expect(serverMessage(new HttpError(400, "text"))).toBeNull();
    expect(serverMessage(new Error("network"))).toBeNull();
    expect(apiErrorOf(new HttpError(400, { error: { code: "x" } }))).toBeUndefined();
    expect(isClientError(new HttpError(503, null))).toBe(false);
  });

  it("reads a JSON body, or null when there is none", async () => {
    expect(await readJson(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(new Response("not json"))).toBeNull();
    expect(await readJson(new Response(null))).toBeNull();
  });
});
