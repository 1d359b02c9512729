// The shell's document carries the tenant's remote manifest inline (one round trip less on a cold
// load; pins change it at once, and its ETag with it), when it can tell, the session probe's answer,
// and preload links for the route's remote.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { remoteManifestSchema } from "@parley/shared-contracts/api/remotes";
import { sha384Integrity } from "../../src/modules/remotes/catalog.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptSafeJson } from "../../src/modules/shell-document/document-head.ts";
import { createClient } from "../helpers/client.ts";
import { writeRemoteBuild, writeShellBuild } from "../helpers/fake-dist.ts";
import { ACME, createTestApp, GLOBEX } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-tests-0123456789";
/** The chat's page as a remote declares it; a saved conversation's address adds its chunks. */
const CHAT_ROUTE = {
  kind: "main",
  expose: "./ChatScreen",
  area: "conversations",
  title: null,
  reads: ["/api/v1/models/"],
  parcels: ["mf_collaboration/CollaborationControls"],
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
  await writeShellBuild(t.config.distDir);
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.1.0");
  await writeRemoteBuild(t.config.distDir, "mf_collaboration", "1.0.0", {
    exposes: { "./CollaborationControls": { js: ["assets/collab.6.js"], css: [] } },
  });
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.0.0", {
    exposes: {
      "./ChatScreen": {
        js: ["assets/shared.1.js", "assets/chat.2.js"],
        css: ["assets/chat.3.css"],
        async: [
          "assets/i18n-de.7d.js",
          "assets/i18n-en.7e.js",
          "assets/i18n-zh-cn.7c.js",
          "assets/later.8.js",
          "assets/message-list.9a.js",
          "assets/message-list.9b.css",
        ],
      },
      "./ConversationSidebar": { js: ["assets/shared.1.js", "assets/sidebar.4.js"], css: [] },
      "./WelcomePage": { js: ["assets/welcome.5.js"], css: [] },
    },
    routes: {
      version: 1,
      routes: [
        { ...CHAT_ROUTE, path: "/conversations/new" },
        { ...CHAT_ROUTE, path: "/conversations/:id", chunks: ["message-list"] },
        { path: "/welcome", kind: "page", expose: "./WelcomePage", title: null },
      ],
      slots: [
        {
          slot: "left-panel",
          area: "conversations",
          expose: "./ConversationSidebar",
          reads: ["/api/v1/conversations/?ordering=-modified&page=1&page_size=20"],
        },
      ],
    },
  });
});
afterAll(() => t.close());

const INLINE = /<script type="application\/json" id="parley-remote-manifest">(.*?)<\/script>/;
const SESSION = /<script type="application\/json" id="parley-session">(.*?)<\/script>/;
const LANGUAGE = /<script type="application\/json" id="parley-language">(.*?)<\/script><\/head>/;

async function inlineManifest(host: string, path = "/conversations/new") {
  const res = await createClient(t.app, host).get(path);
  expect(res.statusCode).toBe(200);
  const json = INLINE.exec(res.body)?.[1];
  return { res, manifest: json === undefined ? undefined : remoteManifestSchema.parse(JSON.parse(json)) };
}

describe("the shell's document", () => {
  it("carries the same manifest as GET /api/v1/remotes/manifest, at the end of its head", async () => {
    const { manifest } = await inlineManifest(ACME.host);
    const api = await createClient(t.app, ACME.host).get("/api/v1/remotes/manifest");
    expect(manifest).toEqual(api.json());
    expect(manifest?.remotes.mf_auth?.version).toBe("1.1.0");
    // The sign-in page of the root domain and of an unknown workspace need mf_auth too.
    expect((await inlineManifest("localhost", "/sign-in")).manifest?.remotes.mf_auth?.version).toBe("1.1.0");
    expect((await inlineManifest("nope.localhost", "/sign-in")).manifest).toBeDefined();
  });

  it("follows a pin at once, for that tenant only, with a new ETag", async () => {
    const before = await inlineManifest(ACME.host);
    const etag = String(before.res.headers.etag);
    // Each load carries its own report token, so no document is answered 304 from an earlier one.
    const same = await createClient(t.app, ACME.host).get("/conversations/new", {
      headers: { "if-none-match": etag },
    });
    expect(same.statusCode).toBe(200);
    expect(same.headers.etag).not.toBe(etag);

    const pinned = await t.app.inject({
      method: "POST",
      url: "/api/v1/ops/commands",
      headers: { authorization: `Bearer ${OPS_TOKEN}`, host: "127.0.0.1:8080" },
      payload: { command: { cmd: "remotes.pin", tenant: "acme", remote: "mf_auth", version: "1.0.0" } },
    });
    expect(pinned.statusCode).toBe(200);
    const after = await inlineManifest(ACME.host);
    expect(after.manifest?.remotes.mf_auth).toMatchObject({ version: "1.0.0", pinned: true });
    expect(after.res.headers.etag).not.toBe(etag);
    const refreshed = await createClient(t.app, ACME.host).get("/conversations/new", {
      headers: { "if-none-match": etag },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await inlineManifest(GLOBEX.host)).manifest?.remotes.mf_auth?.version).toBe("1.1.0");
  });

  it("names no documentation address without PARLEY_DOCS_URL (the shell links the docs host)", async () => {
    const { res } = await inlineManifest(ACME.host);
    expect(res.body).not.toContain("parley-docs-url");
  });

  it("has none on the admin host, whose shell names its workspace in a header", async () => {
    const res = await createClient(t.app, "admin.localhost").get("/members");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("parley-remote-manifest");
  });
});

describe("the shell's React side", () => {
  const LAYOUT = /<script type="application\/json" id="parley-layout">(.*?)<\/script>/;
  const APP = /<link rel="preload" as="(script|style)" href="\/assets\/(shell-app[^"]*)">/g;
  const app = async (host: string, pathname: string, cookie?: string) => {
    const res = await createClient(t.app, host).get(pathname, { headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return {
      layout: JSON.parse(LAYOUT.exec(res.body)?.[1] ?? "null") as unknown,
      preloads: [...res.body.matchAll(APP)].map(([, as, file]) => `${as} ${file}`),
    };
  };
  const WITH_LAYOUT = ["script shell-app-main.b1.js", "style shell-app-main.b2.css"];
  const WITHOUT_LAYOUT = ["script shell-app.a1.js", "style shell-app.a2.css"];

  it("is the build with the main layout on a members' page and an undeclared path, for anyone", async () => {
    const member = createClient(t.app, ACME.host);
    expect((await member.login(ACME.email, ACME.password)).statusCode).toBeLessThan(400);
    const access = `parley_access=${member.jar.get("parley_access")}`;
    expect(await app(ACME.host, "/conversations/new", access)).toEqual({
      layout: { mainLayout: true },
      preloads: WITH_LAYOUT,
    });
    // A member whose access token has expired is still most likely a member: the same build.
    expect(await app(ACME.host, "/conversations/new")).toEqual({
      layout: { mainLayout: true },
      preloads: WITH_LAYOUT,
    });
    expect(await app(ACME.host, "/")).toEqual({ layout: { mainLayout: true }, preloads: WITH_LAYOUT });
  });

  it("is the build without it on a full page and on the admin host", async () => {
    expect(await app(ACME.host, "/welcome")).toEqual({
      layout: { mainLayout: false },
      preloads: WITHOUT_LAYOUT,
    });
    expect(await app("admin.localhost", "/members")).toEqual({
      layout: { mainLayout: false },
      preloads: WITHOUT_LAYOUT,
    });
  });
});

describe("the inline session probe", () => {
  const session = async (host: string, cookie?: string) => {
    const res = await createClient(t.app, host).get("/conversations/new", {
      headers: cookie ? { cookie } : {},
    });
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const json = SESSION.exec(res.body)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };

  it("says signed in for a valid access cookie, and nothing when the document cannot tell", async () => {
    const member = createClient(t.app, ACME.host);
    expect((await member.login(ACME.email, ACME.password)).statusCode).toBeLessThan(400);
    const access = { value: member.jar.get("parley_access") };
    expect(access.value).toBeDefined();
    expect(await session(ACME.host, `parley_access=${access?.value}`)).toEqual({ session: "signed-in" });
    // No access cookie (or an expired one): refreshable or signed out, the shell asks the probe.
    expect(await session(ACME.host)).toBeUndefined();
    expect(await session(ACME.host, "parley_access=forged")).toBeUndefined();
    // acme's token on globex's host is nobody there.
    expect(await session(GLOBEX.host, `parley_access=${access?.value}`)).toBeUndefined();
  });

  it("says there is no workspace on the root domain", async () => {
    expect(await session("localhost")).toEqual({ session: "no-workspace" });
  });
});

describe("the inline language cookie", () => {
  const language = async (host: string, cookie?: string) => {
    const res = await createClient(t.app, host).get("/sign-in", { headers: cookie ? { cookie } : {} });
    const json = LANGUAGE.exec(res.body)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };

  it("says what the cookie holds, normalised, so the shell's boot need not read document.cookie", async () => {
    expect(await language(ACME.host, "parley_language=de")).toEqual({ cookie: "de" });
    expect(await language(ACME.host, "parley_language=ZH_cn; other=1")).toEqual({ cookie: "zh-cn" });
    expect(await language(ACME.host, "parley_language=xx")).toEqual({ cookie: null });
    expect(await language(ACME.host)).toEqual({ cookie: null });
    expect(await language("localhost", "parley_language=fr")).toEqual({ cookie: "fr" });
  });

  it("is absent on the admin host, whose document carries nothing (its shell reads the cookie)", async () => {
    expect(await language("admin.localhost", "parley_language=fr")).toBeUndefined();
  });
});

describe("the document's preload links", () => {
  const PRELOAD =
    /<link rel="preload" as="(script|style)" crossorigin="anonymous" integrity="([^"]+)" href="([^"]+)">/g;
  const FETCH = /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g;
  const document = async (pathname: string, cookie?: string) => {
    const res = await createClient(t.app, ACME.host).get(pathname, { headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const preloads = async (pathname: string, cookie?: string) =>
    [...(await document(pathname, cookie)).matchAll(PRELOAD)].map(([, as, integrity, href]) => ({
      as,
      integrity,
      href,
    }));
  const reads = async (pathname: string, cookie?: string) =>
    [...(await document(pathname, cookie)).matchAll(FETCH)].map(([, href]) => href?.replace(/&amp;/g, "&"));
  const folder = () => path.join(t.config.distDir, "remotes", "mf_conversations", "1.0.0");
  const hashOf = async (file: string) => sha384Integrity(await readFile(path.join(folder(), file)));

  it("name the route's remote entry and its first files, and the area's left panel, each with its sha384", async () => {
    const member = createClient(t.app, ACME.host);
    expect((await member.login(ACME.email, ACME.password)).statusCode).toBeLessThan(400);
    const links = await preloads("/conversations/new", `parley_access=${member.jar.get("parley_access")}`);
    const base = "/remotes/mf_conversations/1.0.0/";
    const entry = (await inlineManifest(ACME.host)).manifest?.remotes.mf_conversations;
    expect(links).toEqual([
      { as: "script", integrity: entry?.integrity, href: `${base}remoteEntry.js` },
      { as: "script", integrity: await hashOf("assets/shared.1.js"), href: `${base}assets/shared.1.js` },
      { as: "script", integrity: await hashOf("assets/chat.2.js"), href: `${base}assets/chat.2.js` },
      // Its interface texts in the document's language (English: no locale, no cookie).
      { as: "script", integrity: await hashOf("assets/i18n-en.7e.js"), href: `${base}assets/i18n-en.7e.js` },
      { as: "style", integrity: await hashOf("assets/chat.3.css"), href: `${base}assets/chat.3.css` },
      // A parcel of another remote the page mounts at once: its remote's entry and first files.
      {
        as: "script",
        integrity: (await inlineManifest(ACME.host)).manifest?.remotes.mf_collaboration?.integrity,
        href: "/remotes/mf_collaboration/1.0.0/remoteEntry.js",
      },
      {
        as: "script",
        integrity: sha384Integrity(
          await readFile(
            path.join(t.config.distDir, "remotes", "mf_collaboration", "1.0.0", "assets/collab.6.js"),
          ),
        ),
        href: "/remotes/mf_collaboration/1.0.0/assets/collab.6.js",
      },
      // The sidebar's: the chunk both need is named once.
      { as: "script", integrity: await hashOf("assets/sidebar.4.js"), href: `${base}assets/sidebar.4.js` },
    ]);
    // The first API reads: the shell's profile, then the page's and its left panel's, with cookies.
    expect(await reads("/conversations/new", `parley_access=${member.jar.get("parley_access")}`)).toEqual([
      "/api/v1/members/detail",
      "/api/v1/models/",
      "/api/v1/conversations/?ordering=-modified&page=1&page_size=20",
    ]);
  });

  it("add the on-demand chunks the route declares, JS and CSS, to its page's files (not on another route)", async () => {
    const member = createClient(t.app, ACME.host);
    expect((await member.login(ACME.email, ACME.password)).statusCode).toBeLessThan(400);
    const access = `parley_access=${member.jar.get("parley_access")}`;
    const base = "/remotes/mf_conversations/1.0.0/";
    const saved = await preloads("/conversations/42", access);
    expect(saved).toContainEqual({
      as: "script",
      integrity: await hashOf("assets/message-list.9a.js"),
      href: `${base}assets/message-list.9a.js`,
    });
    expect(saved).toContainEqual({
      as: "style",
      integrity: await hashOf("assets/message-list.9b.css"),
      href: `${base}assets/message-list.9b.css`,
    });
    // The other on-demand chunks stay on demand; a new conversation's address declares none.
    expect(saved.map((l) => l.href)).not.toContain(`${base}assets/later.8.js`);
    const fresh = (await preloads("/conversations/new", access)).map((l) => l.href);
    expect(fresh.filter((href) => href?.includes("message-list"))).toEqual([]);
  });

  it("are left out of a members' page for a signed-out visitor (sent to sign in), not out of an open page", async () => {
    expect(await preloads("/conversations/new")).toEqual([]);
    expect(await reads("/conversations/new")).toEqual([]);
    expect(await reads("/welcome")).toEqual([]);
    expect((await preloads("/welcome")).map((l) => l.href)).toEqual([
      "/remotes/mf_conversations/1.0.0/remoteEntry.js",
      "/remotes/mf_conversations/1.0.0/assets/welcome.5.js",
    ]);
  });

  it("include the members' shared libraries for a signed-in member only, not on the sign-in page", async () => {
    const MEMBER_VENDORS = '<link rel="preload" as="script" href="/assets/member-vendors.f00d.js">';
    const member = createClient(t.app, ACME.host);
    expect((await member.login(ACME.email, ACME.password)).statusCode).toBeLessThan(400);
    const access = `parley_access=${member.jar.get("parley_access")}`;
    expect(await document("/conversations/new", access)).toContain(MEMBER_VENDORS);
    expect(await document("/sign-in")).not.toContain(MEMBER_VENDORS);
    expect(await document("/conversations/new")).not.toContain(MEMBER_VENDORS);
  });

  it("are none for a path no remote declares", async () => {
    expect(await preloads("/nowhere")).toEqual([]);
  });

  it("include the interface texts of the language the shell will pick: ?locale=, then its cookie, then English", async () => {
    const member = createClient(t.app, ACME.host);
    expect((await member.login(ACME.email, ACME.password)).statusCode).toBeLessThan(400);
    const access = `parley_access=${member.jar.get("parley_access")}`;
    const SHELL_TEXTS = /<link rel="preload" as="script" href="(\/assets\/(?:shell-i18n|catalogue)-[^"]+)">/g;
    const texts = async (pathname: string, cookie: string) => {
      const body = await document(pathname, cookie);
      const remote = [...body.matchAll(PRELOAD)]
        .map(([, , , href]) => href ?? "")
        .filter((href) => href.includes("/i18n-"));
      return { shell: [...body.matchAll(SHELL_TEXTS)].map(([, href]) => href), remote };
    };
    const base = "/remotes/mf_conversations/1.0.0/assets/";
    expect(await texts("/conversations/new", access)).toEqual({
      shell: ["/assets/catalogue-en.e1f.js", "/assets/shell-i18n-en.e1.js"],
      remote: [`${base}i18n-en.7e.js`],
    });
    expect(await texts("/conversations/new", `${access}; parley_language=de`)).toEqual({
      shell: ["/assets/catalogue-de.d1f.js", "/assets/shell-i18n-de.d1.js"],
      remote: [`${base}i18n-de.7d.js`],
    });
    // The query wins over the cookie, spelled as a browser might.
    expect(await texts("/conversations/new?locale=zh_CN", `${access}; parley_language=de`)).toEqual({
      shell: ["/assets/catalogue-zh-cn.c1f.js", "/assets/shell-i18n-zh-cn.c1.js"],
      remote: [`${base}i18n-zh-cn.7c.js`],
    });
    // A language the build has no texts for preloads none; an unknown code falls back to English.
    expect(await texts("/conversations/new?locale=ja", access)).toEqual({ shell: [], remote: [] });
    expect((await texts("/conversations/new?locale=xx", access)).shell).toEqual([
      "/assets/catalogue-en.e1f.js",
      "/assets/shell-i18n-en.e1.js",
    ]);
    // The sign-in page of a visitor gets the shell's texts too.
    expect((await texts("/sign-in", "parley_language=de")).shell).toEqual([
      "/assets/catalogue-de.d1f.js",
      "/assets/shell-i18n-de.d1.js",
    ]);
  });
});

describe("scriptSafeJson", () => {
  it("cannot close its script element or open a comment", () => {
    const text = scriptSafeJson({ a: "</script><script>alert(1)</script><!--", b: "\u2028" });
    expect(text).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: "</script><script>alert(1)</script><!--", b: "\u2028" });
  });
});
