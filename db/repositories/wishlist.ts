import { sql } from "drizzle-orm";
import type { WishlistRepository } from "#core/wishlist/wishlist.ts";
import { preparedRows, queryRows, type Db } from "../client.server.ts";

export function createWishlistRepository(db: Db): WishlistRepository {
  return {
    async publicModel(modelId) {
      const rows = await preparedRows<{ one: number }>(db, "wishlist-model", sql`select 1 as one from product_models where id = ${modelId} and is_public`);
      return rows.length > 0;
    },

    async toggle(customerId, modelId) {
      // One statement per way: a double click from two tabs ends with the model on the list or off it, never an error.
      const added = await queryRows<{ model_id: number }>(
        db,
        sql`insert into wishlist_items (customer_id, model_id) values (${customerId}, ${modelId})
            on conflict (customer_id, model_id) do nothing returning model_id`,
      );
      if (added.length > 0) return true;
      await db.execute(sql`delete from wishlist_items where customer_id = ${customerId} and model_id = ${modelId}`);
      return false;
    },

    async modelIds(customerId) {
      const rows = await preparedRows<{ model_id: number }>(
        db,
        "wishlist-of-customer",
        sql`select model_id from wishlist_items where customer_id = ${customerId} order by created_at desc, model_id desc`,
      );
      return rows.map((row) => row.model_id);
    },
  };
}
