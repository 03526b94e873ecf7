/**
 * The one database schema of the shop, one module per area; this module gathers them, and `import * as schema`
 * of it is what Drizzle (db/client.server.ts) and drizzle-kit (drizzle.config.ts) see.
 *
 * Conventions (docs/decisions/0002-database-schema.md):
 * - TypeScript keys are camelCase, SQL names snake_case.
 * - Ids are integers; catalogue ids are given explicitly by the catalogue (store 20, models 2427 and 1412),
 *   so catalogue tables use plain `integer` primary keys, while user-generated rows use `serial`.
 * - Money is integer cents of EUR (columns end in `_cents`); VAT rates are basis points (2550 = 25.5 %).
 * - Every translatable text lives in a `*_translations` table keyed by (owner id, lang): `translationTable`
 *   (columns.ts) makes them.
 * - `catalog_listing` is the denormalized read model, rebuilt by db/read-model.ts.
 */
export * from "./reference.ts";
export * from "./attributes.ts";
export * from "./catalog.ts";
export * from "./bundles-and-gift-cards.ts";
export * from "./gift-campaigns.ts";
export * from "./delivery.ts";
export * from "./checkout.ts";
export * from "./accounts.ts";
export * from "./reviews.ts";
export * from "./content.ts";
export * from "./platform.ts";
export * from "./listing.ts";
export * from "./orders.ts";
export * from "./after-sales.ts";
export * from "./forms.ts";
export * from "./campaigns.ts";
export * from "./back-office.ts";
export * from "./search.ts";
