/**
 * The wishlist: a signed-in customer's list of product
 * models. A toggle adds a model that is not on the list and removes one that is; the answer says which.
 * Guests have no list: the toggle asks them to log in, in their language.
 */
import { DomainError, notFound } from "#core/errors.ts";
import { PRODUCT_NOT_FOUND } from "#core/product/product-service.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";

export interface WishlistRepository {
  /** Whether a public model with this id exists (only those can be added). */
  publicModel(modelId: number): Promise<boolean>;
  /** Adds the model when it is not on the list, else removes it; true when it was added. */
  toggle(customerId: number, modelId: number): Promise<boolean>;
  /** The customer's models, the latest added first. */
  modelIds(customerId: number): Promise<number[]>;
}

export interface WishlistService {
  toggle(input: { lang: Lang; customerId: number | null; modelId: number }): Promise<{ added: boolean }>;
  modelIds(customerId: number): Promise<number[]>;
}

export function createWishlistService(repository: WishlistRepository): WishlistService {
  return {
    async toggle({ lang, customerId, modelId }) {
      if (customerId === null) throw new DomainError("UNAUTHORIZED", translate(lang, "product.wishlistNeedsLogin"));
      // A model that left the shop can still be taken off the list, but nothing hidden is added.
      const listed = (await repository.modelIds(customerId)).includes(modelId);
      if (!listed && !(await repository.publicModel(modelId))) throw notFound(PRODUCT_NOT_FOUND);
      return { added: await repository.toggle(customerId, modelId) };
    },
    modelIds(customerId) {
      return repository.modelIds(customerId);
    },
  };
}
