import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/vite-precompress.ts";
import { copyMigrationsIntoServerBuild } from "./scripts/vite-server-files.ts";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The production server (Express) is the SSR entry, so one bundle holds the
    // server and the React Router build it serves.
    rollupOptions: isSsrBuild ? { input: "./server/index.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter(), precompressAssets(), copyMigrationsIntoServerBuild()],
}));
