/**
 * npm run lint:layers: the layer rules of .dependency-cruiser.mjs over the whole codebase.
 *
 * dependency-cruiser reports success when it could read no module at all (its parser missing, a wrong
 * path), which would let every rule pass unseen. So the run also fails when it cruised fewer modules
 * than the codebase surely has, and prints the rule breaches in the readable form when there are any.
 * dependency-cruiser sees loops between modules; loops between core's feature folders are checked here.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { folderLoops, type CruisedModule } from "./lib/folder-loops.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DEPCRUISE = path.join(ROOT, "node_modules/.bin/depcruise");
const FOLDERS = ["app", "core", "db", "i18n", "server", "scripts", "tests"];
/** Far below the codebase's size (over 800 modules), far above what a broken parser reads (none). */
const FEWEST_MODULES = 300;

interface Summary {
  error: number;
  totalCruised: number;
  totalDependenciesCruised: number;
}

const run = (outputType: string) =>
  spawnSync(DEPCRUISE, [...FOLDERS, "--output-type", outputType], { cwd: ROOT, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });

const json = run("json");
let summary: Summary;
let modules: CruisedModule[];
try {
  ({ summary, modules } = JSON.parse(json.stdout) as { summary: Summary; modules: CruisedModule[] });
} catch {
  console.error(`dependency-cruiser gave no report (exit code ${json.status}):\n${json.stderr}`);
  process.exit(1);
}

if (summary.totalCruised < FEWEST_MODULES) {
  console.error(
    `dependency-cruiser read only ${summary.totalCruised} modules (at least ${FEWEST_MODULES} expected): ` +
      "is its parser (@swc/core) installed?",
  );
  process.exit(1);
}
if (summary.error > 0) {
  const readable = run("err-long");
  process.stdout.write(readable.stdout);
  process.stderr.write(readable.stderr);
  process.exit(1);
}
const loops = folderLoops(modules, "core");
if (loops.length > 0) {
  for (const loop of loops) console.error(`core's folders ${loop.folders.join(", ")} import each other:\n  ${loop.imports.join("\n  ")}`);
  console.error("Move what both need into one of them, or into a folder both may use.");
  process.exit(1);
}
console.log(`layer rules hold: ${summary.totalCruised} modules, ${summary.totalDependenciesCruised} imports`);
