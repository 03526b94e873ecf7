import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { ManufacturersPageData } from "./manufacturers-page.server.ts";

/**
 * The brands list: a row of initial letters that jump to their section, then each letter's brands as
 * logo tiles (the name when a brand has no logo) linking to the brand pages. Plain links and anchors,
 * so it all works before JavaScript.
 */
export function ManufacturerList({ data }: { data: ManufacturersPageData }) {
  const t = useT();
  const sectionId = (index: number) => `brands-${index + 1}`;
  const headingOf = (letter: string | null) => letter ?? t("catalogPages.otherInitial");
  return (
    <div className="brands-page container">
      <h1>{data.title}</h1>
      <p className="brands-page__count">{t("catalogPages.brandCount", { count: data.total })}</p>
      {data.groups.length === 0 ? (
        <p>{t("catalogPages.noBrands")}</p>
      ) : (
        <>
          <nav className="letter-index" aria-label={t("catalogPages.brandsByLetter")}>
            <ul className="letter-index__list">
              {data.groups.map((group, index) => (
                <li key={sectionId(index)}>
                  <a className="letter-index__link" href={`#${sectionId(index)}`}>
                    {headingOf(group.letter)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {data.groups.map((group, index) => (
            <section key={sectionId(index)} className="brands-page__section" aria-labelledby={sectionId(index)}>
              <h2 id={sectionId(index)} className="brands-page__letter">
                {headingOf(group.letter)}
              </h2>
              <ul className="brand-tiles">
                {group.brands.map((brand) => (
                  <li key={brand.id}>
                    <ShopLink className="brand-tile" to={brand.href}>
                      {brand.logo ? (
                        <img className="brand-tile__logo" src={brand.logo} alt={brand.name} width={240} height={80} loading="lazy" decoding="async" />
                      ) : (
                        <span className="brand-tile__name">{brand.name}</span>
                      )}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
