// The production entry. React picks its build from NODE_ENV when first
// imported, so set it before anything else loads; APP_ENV keeps what the
// operator asked for (see docs/decisions/003-app-env.md).
process.env.APP_ENV ??= process.env.NODE_ENV ?? "development";
Reflect.set(process.env, "NODE_ENV", "production");

// This file stays at build/server/index.js while main is bundled into a hashed
// chunk, so the browser assets are located from here.
const { fileURLToPath } = await import("node:url");
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));

const { main } = await import("./main");
await main({ clientDir });

export {};
