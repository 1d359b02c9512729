// A real OpenID Connect provider on loopback (`oidc-provider`), standing in for Google in tests. It
// signs in whoever types an e-mail on its one-page interaction (login and consent in one step) and
// issues `email` and `email_verified` for them; an address whose local part contains "+unverified"
// comes back with email_verified false. Used by the e2e set-up and, in-process, by server tests.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import type { Account, Configuration } from "oidc-provider";

export const FAKE_OIDC_CLIENT_ID = "parley-e2e";
export const FAKE_OIDC_CLIENT_SECRET = "parley-e2e-client-secret-0123456789";

export interface FakeOidcProvider {
  /** The issuer identifier (`http://127.0.0.1:<port>`), what PARLEY_OIDC_ISSUER is set to. */
  issuer: string;
  close(): Promise<void>;
}

export interface FakeOidcOptions {
  port?: number;
  /** Every redirect URI the client may use (the tenant hosts' /oidc/callback/). */
  redirectUris: string[];
}

function claimsFor(email: string): Account {
  const address = email.trim().toLowerCase();
  return {
    accountId: address,
    claims: () => ({
      sub: `sub-${address}`,
      email: address,
      email_verified: !address.split("@")[0]?.includes("+unverified"),
      name: address.split("@")[0] ?? address,
    }),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake OIDC sign-in</title></head>
<body><main><h1>Sign in to ${escapeHtml(clientId)}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autofocus data-testid="oidc.email">
<button type="submit" data-testid="oidc.submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit" data-testid="oidc.cancel">Cancel</button>
</form></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startFakeOidcProvider(options: FakeOidcOptions): Promise<FakeOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: FAKE_OIDC_CLIENT_ID,
        client_secret: FAKE_OIDC_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "fake-1", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx, sub) => claimsFor(sub),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, abort: boolean) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(loginPage(uid, String(details.params.client_id)));
      return;
    }
    if (abort) {
      await provider.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "The user cancelled the sign-in",
      });
      return;
    }
    const email = (await readForm(req)).get("email")?.trim().toLowerCase() ?? "";
    if (email === "") {
      res.writeHead(400).end("email required");
      return;
    }
    // Login and consent at once: a grant for exactly the scopes asked for.
    const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: email }, consent: { grantId } });
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/abort)?/.exec(req.url ?? "");
    if (match?.[1] === undefined) {
      // Koa's handler answers its own errors: its promise never rejects.
      void handle(req, res);
      return;
    }
    interaction(req, res, match[1], match[2] !== undefined).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain" });
      res.end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A cookie jar good enough for one provider origin (tests drive the provider without a browser). */
function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    if (index > 0) jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
}

/**
 * Plays the browser at the provider: follows the authorization URL, signs in as `email` (or cancels)
 * and returns the URL the provider sends the browser back to (the client's redirect URI with code
 * and state, or an error).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  email: string,
  choice: "sign-in" | "cancel" = "sign-in",
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let method = "GET";
  let body: string | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== origin) return url;
    const response = await fetch(url, {
      method,
      redirect: "manual",
      headers: {
        cookie: cookieHeader(jar),
        ...(body === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
      },
      ...(body === undefined ? {} : { body }),
    });
    keepCookies(jar, response);
    const location = response.headers.get("location");
    if (location !== null) {
      url = new URL(location, url);
      method = "GET";
      body = undefined;
      continue;
    }
    const page = await response.text();
    const uid = /action="\/interaction\/([^"/]+)"/.exec(page)?.[1];
    if (response.status !== 200 || uid === undefined)
      throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
    method = "POST";
    if (choice === "cancel") {
      url = new URL(`/interaction/${uid}/abort`, origin);
      body = "";
    } else {
      url = new URL(`/interaction/${uid}`, origin);
      body = new URLSearchParams({ email }).toString();
    }
  }
  throw new Error("too many redirects at the provider");
}
