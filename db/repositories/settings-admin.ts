import { sql } from "drizzle-orm";
import type { SettingsRepository } from "#core/admin/settings.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { backOfficeTransaction } from "./back-office.ts";

/** The general settings as the back office reads and writes them. */

async function readSettings(db: Db) {
  const rows = await queryRows<{ key: string; value: string; texts: Partial<Record<Lang, string>> | null }>(
    db,
    sql`select s.key, s.value, (select json_object_agg(t.lang, t.value) from general_setting_translations t where t.key = s.key) as texts
        from general_settings s order by s.key`,
  );
  return {
    values: Object.fromEntries(rows.map((row) => [row.key, row.value])),
    texts: Object.fromEntries(rows.filter((row) => row.texts).map((row) => [row.key, row.texts!])),
  };
}

export function createSettingsAdminRepository(db: Db): SettingsRepository {
  return {
    read: () => readSettings(db),

    async countryCodes() {
      const rows = await queryRows<{ code: string }>(db, sql`select code from countries`);
      return rows.map((row) => row.code);
    },

    write(values, texts, actor) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('general_settings'))`);
        const before = await readSettings(tx);
        for (const [key, value] of Object.entries(values)) {
          await tx.execute(sql`insert into general_settings (key, value) values (${key}, ${value}) on conflict (key) do update set value = excluded.value`);
        }
        for (const [key, byLang] of Object.entries(texts)) {
          await tx.execute(sql`delete from general_setting_translations where key = ${key}`);
          for (const [lang, value] of Object.entries(byLang)) {
            await tx.execute(sql`insert into general_setting_translations (key, lang, value) values (${key}, ${lang}, ${value})`);
          }
        }
        const changed = [...new Set([...Object.keys(values), ...Object.keys(texts)])].filter(
          (key) => before.values[key] !== values[key] || (texts[key] !== undefined && JSON.stringify(before.texts[key] ?? {}) !== JSON.stringify(texts[key])),
        );
        const side = (source: { values: Record<string, string>; texts: Record<string, unknown> }) =>
          Object.fromEntries(changed.map((key) => [key, texts[key] !== undefined ? { value: source.values[key] ?? null, texts: source.texts[key] ?? {} } : (source.values[key] ?? null)]));
        // The audit row moves the data version: every process reads the settings again.
        await backOfficeTransaction(tx).audit(actor, { action: "settings.update", entity: "settings", entityId: "general", before: side(before), after: side({ values, texts }) });
      });
    },
  };
}
