import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type GoogleProfile = { sub: string; email: string; email_verified: boolean; name: string };

type Grant = {
  challenge: string;
  method: string;
  redirectUri: string;
  clientId: string;
  profile: GoogleProfile;
};

/**
 * A local stand-in for Google's OAuth 2.0 endpoints (authorize, token,
 * userinfo) that speaks the protocol: it checks the client, the redirect URI
 * and PKCE (S256) the way Google does, so the app's real code path runs.
 */
export async function startGoogleStandIn(clientId: string, clientSecret: string) {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, GoogleProfile>();
  const authorizeRequests: URL[] = [];
  let nextProfile: GoogleProfile | undefined;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in.invalid");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/authorize") {
      authorizeRequests.push(url);
      const p = url.searchParams;
      if (p.get("client_id") !== clientId || !nextProfile) return json(400, { error: "invalid_request" });
      const code = randomBytes(12).toString("hex");
      grants.set(code, {
        challenge: p.get("code_challenge") ?? "",
        method: p.get("code_challenge_method") ?? "",
        redirectUri: p.get("redirect_uri") ?? "",
        clientId,
        profile: nextProfile,
      });
      const back = new URL(p.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", p.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(await readBody(req));
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      const grant = grants.get(form.get("code") ?? "");
      if (id !== clientId || secret !== clientSecret) return json(401, { error: "invalid_client" });
      if (!grant || form.get("grant_type") !== "authorization_code")
        return json(400, { error: "invalid_grant" });
      grants.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const expected = createHash("sha256").update(verifier).digest("base64url");
      if (grant.method !== "S256" || expected !== grant.challenge)
        return json(400, { error: "invalid_grant" });
      if (form.get("redirect_uri") !== grant.redirectUri)
        return json(400, { error: "redirect_uri_mismatch" });
      const accessToken = randomBytes(16).toString("hex");
      tokens.set(accessToken, grant.profile);
      return json(200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3599,
        refresh_token: randomBytes(16).toString("hex"),
        scope: "openid email profile",
      });
    }
    if (req.method === "GET" && url.pathname === "/userinfo") {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      const profile = tokens.get(token);
      return profile ? json(200, profile) : json(401, { error: "invalid_token" });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTHORIZATION_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    authorizeRequests,
    /** The Google account that the next consent signs in as. */
    signInAs(profile: GoogleProfile) {
      nextProfile = profile;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString()));
    req.on("error", reject);
  });
}
