import { sql } from "drizzle-orm";
import type { Services } from "#core/services.ts";
import type { Db } from "#db/client.server.ts";

/** Binds the core services to this process's database. */
export function createServices(db: Db): Services {
  return {
    health: {
      async check() {
        await db.execute(sql`select 1`);
        return true;
      },
    },
  } as Services; // the remaining services are being wired (issue 2)
}
