/**
 * Columns and table shapes the schema's areas share.
 */
import { sql, type BuildExtraConfigColumns, type NotNull } from "drizzle-orm";
import {
  check,
  customType,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilder,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../i18n/languages.ts";

const LANG_LIST = sql.raw(LANGUAGES.map((l) => `'${l}'`).join(", "));

/** A `lang` column limited to the six storefront languages (with `langCheck`). */
export const langColumn = () => text("lang").notNull();
export const langCheck = (name: string, column: AnyPgColumn): ReturnType<typeof check> =>
  check(`${name}_lang_check`, sql`${column} in (${LANG_LIST})`);

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

type TranslationColumns<TOwner extends Record<string, PgColumnBuilderBase>, TTexts extends Record<string, PgColumnBuilderBase>> = {
  [K in keyof TOwner]: NotNull<TOwner[K]>;
} & { lang: ReturnType<typeof langColumn> } & TTexts;

/**
 * A `*_translations` table: a row's texts in one language. Its columns are the owner row's key (`owner`, one
 * column; not null, referencing `references`, and the texts go when the owner row is deleted), `lang` (checked
 * against the storefront languages) and the `texts`; its primary key is (owner key, lang), so a row has at most
 * one text in each language. `extraConfig` adds indexes or checks beyond those.
 *
 *   translationTable("brand_translations", { brandId: integer("brand_id") }, () => brands.id, { title: text("title").notNull() })
 */
export function translationTable<
  TName extends string,
  TOwner extends Record<string, PgColumnBuilderBase>,
  TTexts extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  owner: TOwner,
  references: () => AnyPgColumn,
  texts: TTexts,
  extraConfig?: (table: BuildExtraConfigColumns<TName, TranslationColumns<TOwner, TTexts>, "pg">) => PgTableExtraConfigValue[],
) {
  const entries = Object.entries(owner);
  const [key, column] = entries[0] ?? [];
  if (entries.length !== 1 || !key || !column) throw new Error(`${name}: the owner is one column`);
  const columns = {
    [key]: (column as PgColumnBuilder).notNull().references(references, { onDelete: "cascade" }),
    lang: langColumn(),
    ...texts,
  } as unknown as TranslationColumns<TOwner, TTexts>;
  return pgTable(name, columns, (table) => {
    const byName = table as unknown as Record<string, AnyPgColumn>;
    return [primaryKey({ columns: [byName[key]!, byName.lang!] }), langCheck(name, byName.lang!), ...(extraConfig?.(table) ?? [])];
  });
}

/** Bytes of a stored file: an uploaded picture or one of its sizes (Postgres bytea; the driver gives a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return "bytea";
  },
});
