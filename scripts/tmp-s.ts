import { createFullTextSearch } from "#core/catalog/search/full-text-search.ts";
import { createSearch } from "#core/catalog/search/search-service.ts";
import { createSearchRepository } from "#db/repositories/search.ts";
import { openDatabase } from "#db/client.server.ts";
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const reads = createSearchRepository(handle.db);
const search = createSearch({ ...reads, ...createFullTextSearch(reads) });
for (const t of process.argv.slice(2)) { const r = await search((process.env.L ?? "fi") as "fi", t, { minPrefix: 2 }); console.log(t, r.approximate, r.ids.length, r.relatedSearches.slice(0,3)); }
await handle.close();
