import { readdir } from "node:fs/promises";
import path from "node:path";
import { profileSchema } from "@parley/shared-contracts/api/profile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let gina: Client;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_PHOTO_MAX_BYTES: "4096" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000d4948445200000001000000010806000000", "hex"),
]);
const samples: Record<string, Buffer> = {
  "a.png": PNG,
  "b.jpeg": Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
  "c.gif": Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"),
  "d.webp": Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]),
  "e.tiff": Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
  "f.bmp": Buffer.concat([Buffer.from("BM"), Buffer.alloc(12), Buffer.from([40, 0, 0, 0]), Buffer.alloc(8)]),
};

type Part = string | { filename: string; content: Buffer; type?: string };

/** PUT /api/v1/members/detail as the browser sends the profile form (binary-safe multipart). */
function putProfile(client: Client, parts: Record<string, Part>, options: { csrf?: boolean } = {}) {
  const boundary = "----parley-photo-boundary";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        value.content,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = {
    host: client.host,
    cookie: client.cookieHeader(),
    "content-type": `multipart/form-data; boundary=${boundary}`,
  };
  if (options.csrf !== false) headers["x-csrf-token"] = client.jar.get("parley_csrf") ?? "";
  return t.app.inject({
    method: "PUT",
    url: "/api/v1/members/detail",
    headers,
    payload: Buffer.concat(chunks),
  });
}

describe("PUT /api/v1/members/detail (profile form with photo)", () => {
  it("accepts every spec format by content and serves the photo to members of the workspace", async () => {
    for (const [filename, content] of Object.entries(samples)) {
      const res = await putProfile(owner, {
        name: "Ada Owner",
        image: { filename, content, type: "image/png" },
      });
      expect(res.statusCode, filename).toBe(200);
      const profile = profileSchema.parse(res.json());
      expect(profile.image_url).toMatch(/^\/api\/v1\/members\/\d+\/photo\/\d+-[\w-]+\.\w+$/);
      const photo = await owner.get(profile.image_url ?? "");
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(content)).toBe(true);
    }
    const last = profileSchema.parse((await owner.get("/api/v1/members/detail")).json());
    expect(last.image_url).toMatch(/\.bmp$/);
    expect((await owner.get(last.image_url ?? "")).headers["content-type"]).toBe("image/bmp");
    // Replaced photos are gone from disk: only the current one is kept.
    const folder = path.join(t.config.dataDir, "photos", String(last.account.id));
    expect(await readdir(folder)).toHaveLength(1);

    // A colleague of the same workspace sees it.
    const colleague = createClient(t.app, ACME.host);
    const { createMember } = await import("../../../src/modules/members/service.ts");
    await createMember(t.database.db, last.account.id, {
      email: "photo-viewer@acme.test",
      name: "Vi Ewer",
      password: "viewer-password-1",
    });
    await colleague.login("photo-viewer@acme.test", "viewer-password-1");
    expect((await colleague.get(last.image_url ?? "")).statusCode).toBe(200);
  });

  it("keeps the photo from anonymous visitors and from other workspaces", async () => {
    const res = await putProfile(owner, { image: { filename: "a.png", content: PNG } });
    const url = profileSchema.parse(res.json()).image_url ?? "";
    expect((await createClient(t.app, ACME.host).get(url)).statusCode).toBe(401);
    // The globex member on their own host: no such member there.
    expect((await gina.get(url)).statusCode).toBe(404);
    // With globex cookies on the acme host: another tenant's session.
    const crossing = createClient(t.app, ACME.host);
    for (const [k, v] of gina.jar) crossing.jar.set(k, v);
    expect((await crossing.get(url)).statusCode).toBe(401);
    // An old or invented file name of the right member is not served either.
    expect((await owner.get(url.replace(/\/[^/]+$/, "/1-aaaaaaaaaaaaaaaaaaaaaaaa.png"))).statusCode).toBe(
      404,
    );
    // Dot segments, however spelled, are refused before routing.
    expect((await owner.get(url.replace(/\/[^/]+$/, "/..%2F..%2Fsecret"))).statusCode).toBe(400);
  });

  it("refuses a file that is not an image of the listed formats, and one over the size limit", async () => {
    const svg = await putProfile(owner, {
      image: {
        filename: "x.png",
        content: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        type: "image/png",
      },
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.fields).toEqual({ image: ["unsupported_image"] });
    const big = await putProfile(owner, {
      image: { filename: "big.png", content: Buffer.concat([PNG, Buffer.alloc(5000)]) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.fields).toEqual({ image: ["image_too_large"] });
  });

  it("updates name and notifications, removes the photo with an empty image, and validates fields", async () => {
    await putProfile(owner, { image: { filename: "a.png", content: PNG } });
    const res = await putProfile(owner, { name: "Ada Renamed", is_email_unsubscribed: "true", image: "" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Ada Renamed", is_email_unsubscribed: true, image_url: null });
    expect((await owner.get("/api/v1/members/detail")).json()).toMatchObject({
      name: "Ada Renamed",
      image_url: null,
    });
    const empty = await putProfile(owner, { name: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ name: ["name_required"] });
    expect((await putProfile(owner, { is_email_unsubscribed: "maybe" })).statusCode).toBe(400);
    expect((await putProfile(owner, { role: "owner" })).json().error.fields).toEqual({
      role: ["unknown_field"],
    });
    expect((await putProfile(owner, { name: "No CSRF" }, { csrf: false })).statusCode).toBe(403);
    const json = await owner.request("PUT", "/api/v1/members/detail", { json: { name: "x" } });
    expect(json.statusCode).toBe(415);
    await putProfile(owner, { name: "Ada Owner", is_email_unsubscribed: "false" });
  });
});
