/**
 * Loops between the feature folders of one layer (core/checkout → core/orders → core/checkout): each module
 * may be free of loops while two folders still need each other, and then neither can be understood, tested
 * or moved alone. A folder is the first path segment under the layer's root; tests do not count, since a
 * test may well use a neighbour's module to build its case.
 */

export interface CruisedModule {
  source: string;
  dependencies: ReadonlyArray<{ resolved: string }>;
}

/** One import that ties the folders of a loop, as an example for the message. */
export interface FolderLoop {
  folders: string[];
  imports: string[];
}

const TEST = /\.(test|e2e)\.tsx?$/;

function folderOf(file: string, root: string): string | null {
  if (!file.startsWith(`${root}/`)) return null;
  const rest = file.slice(root.length + 1);
  const slash = rest.indexOf("/");
  return slash === -1 ? null : `${root}/${rest.slice(0, slash)}`;
}

/** The groups of folders under `root` that import each other in a circle (strongly connected, two or more). */
export function folderLoops(modules: readonly CruisedModule[], root: string): FolderLoop[] {
  const edges = new Map<string, Map<string, string>>();
  for (const module of modules) {
    if (TEST.test(module.source)) continue;
    const from = folderOf(module.source, root);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved, root);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${module.source} → ${dependency.resolved}`);
      edges.set(from, out);
    }
  }

  // Tarjan's strongly connected components over the folder graph.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: FolderLoop[] = [];
  let next = 0;
  const visit = (folder: string): void => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const to of edges.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== folder);
    if (group.length < 2) return;
    const members = new Set(group);
    const imports = group.flatMap((from) => [...(edges.get(from) ?? [])].filter(([to]) => members.has(to)).map(([, example]) => example));
    loops.push({ folders: group.sort(), imports: imports.sort() });
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);
  return loops;
}
