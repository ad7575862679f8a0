import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkFile, checkTree, formatProblem, layerOf } from "./check-layers.mjs";

const SCRIPT = path.join(import.meta.dirname, "check-layers.mjs");

describe("the layer check", () => {
  it("passes the project as it is", () => {
    expect(checkTree(path.join(import.meta.dirname, "..")).map(formatProblem)).toEqual([]);
  });

  it("places each folder of app/ in its layer", () => {
    expect(layerOf("app/domain/catalogue/tour.ts")).toBe("domain");
    expect(layerOf("app/i18n/config.ts")).toBe("i18n");
    expect(layerOf("app/i18n/react.tsx")).toBe("i18n/react");
    expect(layerOf("app/i18n/resources.server.ts")).toBe("i18n/server");
    expect(layerOf("app/modules/blog/blog.server.ts")).toBe("modules");
    expect(layerOf("app/root.tsx")).toBe("app");
    expect(layerOf("app/routes/site/home.tsx")).toBe("app");
  });

  it("refuses a component that imports a module, naming the file, the line and the rule", () => {
    const problems = checkFile(
      "app/components/home/hero.tsx",
      'import { useState } from "react";\nimport { listTours } from "#app/modules/catalogue/tours.server";\n',
    );
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toBe(
      'app/components/home/hero.tsx:2: imports "#app/modules/catalogue/tours.server": ' +
        "components/ import components/, domain/, styles/ and i18n/ (config and the React hook), never modules/, db/, routes or root.tsx",
    );
  });

  it("counts type-only, relative, re-exported and dynamic imports too", () => {
    expect(checkFile("app/components/a.tsx", 'import type { RootData } from "#app/root";')).toHaveLength(1);
    expect(
      checkFile("app/components/layout/a.tsx", 'import { x } from "../../routes/api/search";'),
    ).toHaveLength(1);
    expect(checkFile("app/domain/a.ts", 'export { db } from "#app/db/client.server";')).toHaveLength(1);
    expect(
      checkFile("app/db/a.ts", 'const m = await import("#app/modules/logging/logger.server");'),
    ).toHaveLength(1);
  });

  it("keeps domain/ pure: no React, no database, no Node-only API", () => {
    const rules = (source: string) => checkFile("app/domain/a.ts", source).map((p) => p.rule);
    expect(rules('import type { CSSProperties } from "react";')).toEqual(["domain/ is pure: no React"]);
    expect(rules('import { sql } from "drizzle-orm";')).toEqual(["domain/ is pure: no database"]);
    expect(rules('import { readFileSync } from "node:fs";')).toEqual(["domain/ is pure: no Node-only APIs"]);
    expect(rules('import { z } from "zod";\nimport { LANGUAGES } from "#app/i18n/config";')).toEqual([]);
    expect(rules('import { useTranslation } from "#app/i18n/react";')).toHaveLength(1);
  });

  it("lets modules/ hold only *.server files, and never import components", () => {
    expect(checkFile("app/modules/home/shuffle.ts", "export const x = 1;").map((p) => p.rule)).toEqual([
      "modules/ holds only code with side effects, in *.server.ts(x) files: move plain logic to domain/",
    ]);
    expect(
      checkFile("app/modules/a.server.ts", 'import { x } from "#app/components/tour/departure-list";'),
    ).toHaveLength(1);
    expect(checkFile("app/modules/a.server.ts", 'import { db } from "#app/db/client.server";')).toEqual([]);
  });

  it("lets routes and root.tsx import anything in app/, and exempts tests", () => {
    expect(
      checkFile("app/routes/site/home.tsx", 'import { x } from "#app/modules/content/home.server";'),
    ).toEqual([]);
    expect(checkFile("app/root.tsx", 'import { db } from "#app/db/client.server";')).toEqual([]);
    expect(checkFile("app/domain/a.test.ts", 'import { readFileSync } from "node:fs";')).toEqual([]);
  });

  describe("run as the lint step on a tree with a deliberately wrong import", () => {
    const root = mkdtempSync(path.join(tmpdir(), "layers-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(path.join(root, "app/db"), { recursive: true });
    mkdirSync(path.join(root, "app/modules/logging"), { recursive: true });
    writeFileSync(
      path.join(root, "app/modules/logging/logger.server.ts"),
      "export const logger = console;\n",
    );
    writeFileSync(
      path.join(root, "app/db/client.server.ts"),
      'import { logger } from "#app/modules/logging/logger.server";\nexport const db = logger;\n',
    );

    it("exits 1 and names the file and the rule", () => {
      let failure: { status: number; stderr: string } | undefined;
      try {
        execFileSync(process.execPath, [SCRIPT, root], { encoding: "utf8", stdio: "pipe" });
      } catch (error) {
        failure = error as { status: number; stderr: string };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr).toContain(
        'app/db/client.server.ts:1: imports "#app/modules/logging/logger.server": ' +
          "db/ imports only db/, domain/ and the pure part of i18n/, nothing above it",
      );
    });
  });
});
