import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { ConfigError, parseEnv, resetEnvCache } from "#app/modules/config/env.server";
import { loader as libraryImage } from "#app/routes/media/library-image";
import { setUpDataDir } from "#tests/data-dir";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import { samplePicture } from "#tests/images";
import { deleteAsset, uploadImage } from "./assets.server";
import { mediaStorage } from "./current-storage.server";
import { publicMediaUrl } from "./serve.server";
import { signatureOf } from "./sigv4.server";
import { mediaDir } from "./storage.server";

// S3-compatible storage (decision 090): Signature V4 checked against AWS's
// own published examples, then the library storing, serving and deleting a
// picture through a stand-in S3 server that verifies every signature with the
// configured key pair, as the real service does.

describe("Signature V4", () => {
  const keys = {
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
  };
  const amzDate = "20130524T000000Z";

  it("signs AWS's GET Object example to its published signature", () => {
    const emptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    const signed = signatureOf(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9", "x-amz-content-sha256": emptyHash, "x-amz-date": amzDate },
        payloadHash: emptyHash,
      },
      keys,
      amzDate,
    );
    expect(signed.signedHeaders).toBe("host;range;x-amz-content-sha256;x-amz-date");
    expect(signed.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });

  it("signs AWS's PUT Object example (an encoded $ in the key) to its published signature", () => {
    const bodyHash = createHash("sha256").update("Welcome to Amazon S3.").digest("hex");
    const signed = signatureOf(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: {
          Date: "Fri, 24 May 2013 00:00:00 GMT",
          "x-amz-date": amzDate,
          "x-amz-storage-class": "REDUCED_REDUNDANCY",
          "x-amz-content-sha256": bodyHash,
        },
        payloadHash: bodyHash,
      },
      keys,
      amzDate,
    );
    expect(signed.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });
});

const BUCKET = "kilele-media";
const ACCESS_KEY_ID = "TESTKEYKILELE";
const SECRET = "test-secret-of-the-stand-in";

type StoredObject = { body: Buffer; contentType: string; cacheControl: string };

/**
 * A minimal S3: path-style PUT, GET and DELETE of objects, each request's
 * Signature V4 recomputed from what arrived (method, path, signed headers,
 * body hash) with the one key pair it knows; anything else is 403.
 */
function s3StandIn() {
  const objects = new Map<string, StoredObject>();
  const refused: string[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const deny = (code: string) => {
      refused.push(code);
      res.writeHead(403, { "content-type": "application/xml" }).end(`<Error><Code>${code}</Code></Error>`);
    };
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? "",
      );
    if (!auth) return deny("MissingSecurityHeader");
    const [, keyId, , region, signedHeaders = "", signature] = auth;
    if (keyId !== ACCESS_KEY_ID) return deny("InvalidAccessKeyId");
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (createHash("sha256").update(body).digest("hex") !== payloadHash)
      return deny("XAmzContentSHA256Mismatch");
    const headers: Record<string, string> = {};
    for (const name of signedHeaders.split(";")) {
      if (name !== "host") headers[name] = String(req.headers[name] ?? "");
    }
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const expected = signatureOf(
      { method: req.method ?? "GET", url, headers, payloadHash },
      { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET, region: region ?? "" },
      String(req.headers["x-amz-date"] ?? ""),
    );
    if (expected.signature !== signature) return deny("SignatureDoesNotMatch");
    const prefix = `/${BUCKET}/`;
    if (!url.pathname.startsWith(prefix)) return deny("NoSuchBucket");
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    if (req.method === "PUT") {
      objects.set(key, {
        body,
        contentType: String(req.headers["content-type"]),
        cacheControl: String(req.headers["cache-control"]),
      });
      return res.writeHead(200).end();
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    const found = objects.get(key);
    if (!found) return res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    res.writeHead(200, { "content-type": found.contentType }).end(found.body);
  });
  return { server, objects, refused };
}

describe("S3-compatible storage", () => {
  setUpTestDatabase();
  setUpDataDir("kilele-s3-");
  const standIn = s3StandIn();
  let endpoint = "";
  let staffId = "";
  const names = [
    "MEDIA_S3_ENDPOINT",
    "MEDIA_S3_BUCKET",
    "MEDIA_S3_REGION",
    "MEDIA_S3_ACCESS_KEY_ID",
    "MEDIA_S3_SECRET_ACCESS_KEY",
  ] as const;

  function configure(secret = SECRET) {
    Object.assign(process.env, {
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_REGION: "af-south-1",
      MEDIA_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      MEDIA_S3_SECRET_ACCESS_KEY: secret,
    });
    resetEnvCache();
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    staffId = (await createUser(db(), { role: "staff" })).id;
  });

  afterAll(async () => {
    for (const name of names) delete process.env[name];
    resetEnvCache();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  it("stores the variants as signed objects, serves them through the site and deletes them", async () => {
    configure();
    expect(mediaStorage().kind).toBe("s3");
    const result = await uploadImage({
      bytes: await samplePicture("jpeg", 420, 280),
      originalName: "s3.jpg",
      actorUserId: staffId,
    });
    if (!result.ok) throw new Error(result.message);
    const prefix = `media/library/${result.key}/`;
    expect([...standIn.objects.keys()].sort()).toEqual(
      ["400.avif", "400.webp", "420.avif", "420.webp"].map((file) => `${prefix}${file}`),
    );
    expect(standIn.objects.get(`${prefix}420.webp`)).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(standIn.refused).toEqual([]);
    // Nothing on this machine's disk: every instance reads the bucket.
    await expect(readdir(mediaDir())).rejects.toThrow();

    const response = await libraryImage({
      request: new Request(`http://site.test/media/library/${result.key}/400.avif`),
      params: { key: result.key, file: "400.avif" },
      context: {},
    } as unknown as Parameters<typeof libraryImage>[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(standIn.objects.get(`${prefix}400.avif`)?.body ?? Buffer.alloc(0))).toBe(true);

    expect(await deleteAsset(result.id, 0, staffId)).toMatchObject({ ok: true });
    expect([...standIn.objects.keys()].filter((key) => key.startsWith(prefix))).toEqual([]);
  });

  it("answers 503 with nothing left behind when the service refuses the signature", async () => {
    configure("a-wrong-secret");
    const before = standIn.objects.size;
    const result = await uploadImage({
      bytes: await samplePicture("png", 100, 100),
      originalName: "refused.png",
      actorUserId: staffId,
    });
    expect(result).toMatchObject({ ok: false, status: 503, message: "admin-media:errors.storage" });
    expect(standIn.refused).toContain("SignatureDoesNotMatch");
    expect(standIn.objects.size).toBe(before);

    // Serving while the service refuses: 503, never cached, never a 500.
    configure();
    const stored = await uploadImage({
      bytes: await samplePicture("png", 100, 100),
      originalName: "ok.png",
      actorUserId: staffId,
    });
    if (!stored.ok) throw new Error(stored.message);
    configure("a-wrong-secret");
    const response = await libraryImage({
      request: new Request(`http://site.test/media/library/${stored.key}/100.webp`),
      params: { key: stored.key, file: "100.webp" },
      context: {},
    } as unknown as Parameters<typeof libraryImage>[0]);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("media configuration", () => {
  const base = { NODE_ENV: "test" };

  it("refuses half an S3 configuration, naming what is missing", () => {
    expect(() => parseEnv({ ...base, MEDIA_S3_BUCKET: "photos" })).toThrow(ConfigError);
    expect(() => parseEnv({ ...base, MEDIA_S3_BUCKET: "photos" })).toThrow(
      /MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY/,
    );
  });

  it("reads a whole one, region us-east-1 unless set", () => {
    const config = parseEnv({
      ...base,
      MEDIA_S3_ENDPOINT: "https://s3.example.com",
      MEDIA_S3_BUCKET: "photos",
      MEDIA_S3_ACCESS_KEY_ID: "id",
      MEDIA_S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.mediaS3).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "photos",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
    });
    expect(parseEnv(base).mediaS3).toBeNull();
    expect(() =>
      parseEnv({
        ...base,
        MEDIA_S3_ENDPOINT: "https://s3.example.com/photos",
        MEDIA_S3_BUCKET: "photos",
        MEDIA_S3_ACCESS_KEY_ID: "id",
        MEDIA_S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toThrow(/MEDIA_S3_ENDPOINT/);
  });

  it("takes MEDIA_PUBLIC_URL only on an origin the CSP allows (IMAGE_HOSTS)", () => {
    expect(() => parseEnv({ ...base, MEDIA_PUBLIC_URL: "https://cdn.example.com" })).toThrow(/IMAGE_HOSTS/);
    const config = parseEnv({
      ...base,
      MEDIA_PUBLIC_URL: "https://cdn.example.com/kilele/",
      IMAGE_HOSTS: "https://cdn.example.com",
    });
    expect(config.mediaPublicUrl).toBe("https://cdn.example.com/kilele");
  });

  it("puts library pictures on MEDIA_PUBLIC_URL when set, and leaves other addresses alone", () => {
    const key = "c".repeat(24);
    const imageHosts = process.env.IMAGE_HOSTS;
    process.env.MEDIA_PUBLIC_URL = "https://cdn.example.com";
    process.env.IMAGE_HOSTS = "https://cdn.example.com";
    resetEnvCache();
    try {
      expect(publicMediaUrl(`/media/library/${key}/800.webp`)).toBe(
        `https://cdn.example.com/media/library/${key}/800.webp`,
      );
      expect(publicMediaUrl("/media/scenes/lion.0.svg")).toBe("/media/scenes/lion.0.svg");
    } finally {
      delete process.env.MEDIA_PUBLIC_URL;
      if (imageHosts === undefined) delete process.env.IMAGE_HOSTS;
      else process.env.IMAGE_HOSTS = imageHosts;
      resetEnvCache();
    }
    expect(publicMediaUrl(`/media/library/${key}/800.webp`)).toBe(`/media/library/${key}/800.webp`);
  });
});
