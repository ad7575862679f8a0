import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/**
 * Serves the `.br` or `.gz` twin the build wrote beside a hashed asset
 * (scripts/vite-precompress.ts) when the browser accepts that encoding;
 * anything else falls through to the plain static files. Only names found in
 * the folder at start-up are served, so a request path never reaches the disk.
 */
export function precompressedAssets(
  assetsDir: string,
  options: { maxAge: string; immutable: boolean },
): RequestHandler {
  let names: Set<string>;
  try {
    names = new Set(readdirSync(assetsDir));
  } catch {
    names = new Set();
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\//, "");
    if (!names.has(name)) return next();
    const available = ENCODINGS.filter((encoding) => names.has(name + encoding.extension));
    if (available.length === 0) return next();
    res.vary("Accept-Encoding");
    // Browsers list gzip first with the same weight as br: prefer the smaller.
    const chosen = available.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name);
    if (!chosen) return next();
    res.setHeader("Content-Encoding", chosen.name);
    // The type of the original file, not of its compressed twin.
    res.type(path.extname(name));
    res.sendFile(name + chosen.extension, { root: assetsDir, ...options });
  };
}
