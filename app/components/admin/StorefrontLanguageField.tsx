import type { Lang } from "#i18n/languages.ts";
import { useT } from "../shell/ShellContext.tsx";

/** The storefront language a back-office page shows, as a field of its GET form (`lang`). */
export function StorefrontLanguageField({ id, value, languages }: { id: string; value: Lang; languages: ReadonlyArray<{ code: Lang; name: string }> }) {
  const t = useT();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("admin.searchesLanguage")}
      </label>
      <select id={id} className="field__control" name="lang" defaultValue={value}>
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
