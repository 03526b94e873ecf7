import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `npm start`: build the storefront when the build is missing or older than its sources, then run
 * the production server. Keeps the README promise: `npm install`, then `npm start`.
 */
const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build/server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "core", "i18n"].map((dir) => path.join(root, dir)).filter(existsSync);
const stale = !existsSync(buildEntry) || Math.max(...sources.map(newestMtime)) > statSync(buildEntry).mtimeMs;
if (stale) {
  const built = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const { precompressDir } = await import("./precompress.ts");
  precompressDir(path.join(root, "build/client"));
}
// The server runs in this process, so a process manager's SIGTERM reaches it directly.
await import("../server/main.ts");
