import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { startShop } from "./start-shop.server.ts";

/** Production entry: the shop (server/start-shop.server.ts) with the storefront of `npm run build`. */
startShop(async ({ root }) => {
  const serverBuildPath = path.join(root, "build/server/index.js");
  if (!existsSync(serverBuildPath)) throw new Error("No production build: run `npm run build` (npm start does it for you).");
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  return { storefront: { build, clientDir: path.join(root, "build/client"), version: readBuildVersion(root) } };
});

function readBuildVersion(root: string): string {
  const manifest = path.join(root, "build/client/.vite/manifest.json");
  const file = existsSync(manifest) ? manifest : path.join(root, "build/server/index.js");
  // The build's own content decides its version, so every process of one deployment agrees.
  const text = readFileSync(file);
  let hash = 0;
  for (const byte of text) hash = (hash * 31 + byte) >>> 0;
  return hash.toString(36);
}
