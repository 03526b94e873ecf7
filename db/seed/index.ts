/** Demo catalogue generator (in progress: see db/seed/). */
import type { Db } from "../client.server.ts";

export interface SeedOptions {
  models: number;
  seed: number;
}

export async function seedDemoCatalogue(_db: Db, _options: SeedOptions): Promise<void> {
  throw new Error("seedDemoCatalogue: not implemented yet");
}

export async function isSeeded(_db: Db): Promise<boolean> {
  return false;
}
