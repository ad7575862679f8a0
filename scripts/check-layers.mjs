#!/usr/bin/env node
// The layer rule of app/ (docs/architecture.md), checked on every import.
// Run by `npm run lint` after biome; exits 1 and names each file, line and
// rule that an import breaks. Tests (*.test.ts, *.test.tsx) are exempt: they
// may cross layers to hold one against another.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * Where a file of app/ stands. `i18n` is split by what its files need:
 * the pure part (config, translator, detection) sits under domain, the React
 * hook beside the components, the message loading beside the modules.
 */
export function layerOf(file) {
  if (!file.startsWith("app/")) {
    if (file.startsWith("server/")) return "server";
    if (file.startsWith("tests/")) return "tests";
    if (file.startsWith("scripts/")) return "scripts";
    return "outside";
  }
  const rest = file.slice("app/".length);
  const [top] = rest.split("/");
  if (top === "domain") return "domain";
  if (top === "db") return "db";
  if (top === "modules") return "modules";
  if (top === "components") return "components";
  if (top === "styles") return "styles";
  if (top === "i18n") {
    if (/^i18n\/react(\.tsx?)?$/.test(rest)) return "i18n/react";
    if (isServerFile(rest)) return "i18n/server";
    return "i18n";
  }
  // routes/, root.tsx, routes.ts, entry.*.tsx, load-context.ts: the top.
  return "app";
}

/** What each layer may import inside the project, and why not the rest. */
export const RULES = {
  domain: {
    may: ["domain", "i18n"],
    says: "domain/ is pure: it imports only domain/ and the pure part of i18n/",
  },
  i18n: { may: ["i18n"], says: "the pure part of i18n/ imports only itself" },
  "i18n/react": { may: ["i18n"], says: "i18n/react imports only the pure part of i18n/" },
  "i18n/server": { may: ["i18n", "i18n/server"], says: "i18n/*.server imports only i18n/" },
  db: {
    may: ["db", "domain", "i18n"],
    says: "db/ imports only db/, domain/ and the pure part of i18n/, nothing above it",
  },
  modules: {
    may: ["modules", "db", "domain", "i18n", "i18n/server"],
    says: "modules/ import modules/, db/, domain/ and i18n/ (not its React hook), never components/ or routes",
  },
  styles: { may: ["styles"], says: "styles/ hold only stylesheets" },
  components: {
    may: ["components", "domain", "i18n", "i18n/react", "styles"],
    says: "components/ import components/, domain/, styles/ and i18n/ (config and the React hook), never modules/, db/, routes or root.tsx",
  },
  app: {
    may: ["app", "components", "modules", "db", "domain", "i18n", "i18n/react", "i18n/server", "styles"],
    says: "routes and root.tsx import anything in app/, never server/, tests/ or scripts/",
  },
};

const REACT = ["react", "react-dom", "react-router", "@react-router/"];
const DATABASE = ["drizzle-orm", "drizzle-kit", "pg", "@electric-sql/pglite"];
const NODE_ONLY = [
  ...builtinModules,
  "node:",
  "sharp",
  "pino",
  "nodemailer",
  "express",
  "compression",
  "better-auth",
  "@react-email/",
  "@react-router/node",
  "@react-router/express",
];

/** Packages a layer may not import, by kind. */
const PACKAGE_RULES = {
  domain: [
    [REACT, "domain/ is pure: no React"],
    [DATABASE, "domain/ is pure: no database"],
    [NODE_ONLY, "domain/ is pure: no Node-only APIs"],
  ],
  i18n: [
    [REACT, "the pure part of i18n/ has no React"],
    [DATABASE, "the pure part of i18n/ has no database"],
    [NODE_ONLY, "the pure part of i18n/ has no Node-only APIs"],
  ],
  components: [
    [DATABASE, "components/ never reach the database"],
    [NODE_ONLY, "components/ run in the browser too: no Node-only APIs"],
  ],
};

function matchesPackage(specifier, names) {
  return names.some((name) =>
    name.endsWith("/") || name.endsWith(":")
      ? specifier.startsWith(name)
      : specifier === name || specifier.startsWith(`${name}/`),
  );
}

function isServerFile(file) {
  return /\.server(\.[cm]?[jt]sx?)?$/.test(file) || /\.server\//.test(file);
}

export function isTestFile(file) {
  return /\.test\.[cm]?[jt]sx?$/.test(file);
}

/** The repository path an import names, or null for a package (or generated route types). */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith("#app/")) return `app/${specifier.slice("#app/".length)}`;
  if (specifier.startsWith("#server/")) return `server/${specifier.slice("#server/".length)}`;
  if (specifier.startsWith("#tests/")) return `tests/${specifier.slice("#tests/".length)}`;
  if (specifier.startsWith("./+types/")) return null;
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

/** Every module specifier a source imports or re-exports (static, `import type`, dynamic), with its line. */
export function importsOf(source) {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map((imported) => ({
    specifier: imported.fileName,
    line: source.slice(0, imported.pos).split("\n").length,
  }));
}

/**
 * The rules one file breaks: `{ file, line, specifier, rule }` for each.
 * `file` is the repository path with forward slashes.
 */
export function checkFile(file, source) {
  if (isTestFile(file)) return [];
  const layer = layerOf(file);
  const problems = [];
  if (layer === "modules" && !isServerFile(file)) {
    problems.push({
      file,
      line: 1,
      specifier: "",
      rule: "modules/ holds only code with side effects, in *.server.ts(x) files: move plain logic to domain/",
    });
  }
  if (!(layer in RULES)) return problems;
  for (const { specifier, line } of importsOf(source)) {
    const target = resolveImport(file, specifier);
    if (target === null) {
      for (const [names, rule] of PACKAGE_RULES[layer] ?? []) {
        if (matchesPackage(specifier, names)) problems.push({ file, line, specifier, rule });
      }
      continue;
    }
    const targetLayer = layerOf(target);
    if (!RULES[layer].may.includes(targetLayer)) {
      problems.push({ file, line, specifier, rule: RULES[layer].says });
    }
  }
  return problems;
}

const SOURCE = /\.[cm]?[jt]sx?$/;

function sourceFiles(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, file);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** Checks every source file under `root`/app; returns the problems found. */
export function checkTree(root) {
  return sourceFiles(root, "app").flatMap((file) =>
    checkFile(file, readFileSync(path.join(root, file), "utf8")),
  );
}

export function formatProblem({ file, line, specifier, rule }) {
  return specifier ? `${file}:${line}: imports "${specifier}": ${rule}` : `${file}: ${rule}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The project by default; a folder given as argument (a fixture in the check's own test).
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const problems = checkTree(root);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\nThe layer rule (docs/architecture.md) is broken ${problems.length} time(s).`);
    process.exit(1);
  }
  console.log("Layers: every import in app/ follows the layer rule.");
}
