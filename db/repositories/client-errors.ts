import type { ClientErrorRepository } from "#core/client-errors/client-error-service.ts";
import type { Db } from "../client.server.ts";
import { clientErrorReports } from "../schema/platform.ts";

export function createClientErrorRepository(db: Db): ClientErrorRepository {
  return {
    async insert(report) {
      await db.insert(clientErrorReports).values(report);
    },
  };
}
