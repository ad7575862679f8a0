// The production entry. React picks its build from NODE_ENV when first
// imported, so set it before anything else loads; APP_ENV keeps what the
// operator asked for (see docs/decisions/003-app-env.md).
process.env.APP_ENV ??= process.env.NODE_ENV ?? "development";
Reflect.set(process.env, "NODE_ENV", "production");

// This file stays at build/server/index.js while main is bundled into a hashed
// chunk, so every path the server needs is found from here, never from the
// working directory (decision 041): the browser assets, the migrations the
// build copied beside it, and the app's folder (the one holding the build),
// where the default DATA_DIR lies.
const { fileURLToPath } = await import("node:url");
const fromBuild = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const { setConfigBaseDir } = await import("#app/modules/config/env.server");
setConfigBaseDir(fromBuild("../../"));

const { main } = await import("./main");
await main({ clientDir: fromBuild("../client/"), migrationsDir: fromBuild("./migrations/") });

export {};
