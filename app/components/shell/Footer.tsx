import { ChatIcon, MailIcon, ReturnIcon, StoreIcon, TruckIcon } from "#app/components/icons/Icons.tsx";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { useLang, useShellData, useShellEnv, useT } from "./ShellContext.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { followLanguageLink } from "#app/lib/storefront-handoff.ts";

/** Each storefront's name in its own language, as language pickers show them. */
const LANGUAGE_NAMES: Record<Lang, string> = {
  en: "English",
  fi: "Suomi",
  sv: "Svenska",
  de: "Deutsch",
  fr: "Français",
  ru: "Русский",
};

export interface FooterProps {
  /** The other storefronts' addresses of this page (its hreflang alternates), by language. */
  alternates: Partial<Record<Lang, string>>;
}

/**
 * The footer: customer-service pages and stores (footer-links.ts: only pages that exist; an empty column
 * is not shown), the shop's facts and contact address, and the same page in the other languages. When
 * the shell's data could not be loaded (an error screen with the database down), the link columns are
 * missing and the rest still shows.
 */
export function Footer({ alternates }: FooterProps) {
  const t = useT();
  const lang = useLang();
  const { contactEmail } = useShellEnv();
  const shell = useShellData();
  const brand = t("shell.brandName");
  const sections = shell?.footer ?? { customerService: [], stores: [] };
  const languages = LANGUAGES.filter((other) => other !== lang && alternates[other]);

  return (
    <footer className="site-footer">
      <div className="site-footer__columns container">
        {/* Unnamed sections, not regions: the footer is one landmark, and a named column would repeat a
            region of the page (the menu page's own customer-service section). */}
        <LinkColumn id="footer-service" heading={t("shell.customerService")} links={sections.customerService} />
        <LinkColumn id="footer-stores" heading={t("pages.footerStoresHeading")} links={sections.stores} />
        <section className="site-footer__column site-footer__column--facts">
          <h2 id="footer-about" className="site-footer__heading">
            {t("pages.footerAbout")}
          </h2>
          <ul className="site-footer__facts">
            <li>
              <StoreIcon size={20} />
              <span>{t("shell.footerStores")}</span>
            </li>
            <li>
              <TruckIcon size={20} />
              <span>{t("shell.footerDelivery")}</span>
            </li>
            <li>
              <ReturnIcon size={20} />
              <span>{t("shell.returnPolicyText")}</span>
            </li>
            <li>
              <ChatIcon size={20} />
              <span>{t("shell.chatSupport")}</span>
            </li>
            {contactEmail ? (
              <li>
                <MailIcon size={20} />
                <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__tagline">
            <span>{t("pages.footerCopyright", { year: String(new Date().getFullYear()), brand })}</span>{" "}
            <span>{t("shell.footerTagline")}</span>
          </p>
          {languages.length > 0 ? (
            <nav aria-label={t("pages.otherStorefronts")}>
              <ul className="site-footer__languages">
                {languages.map((other) => (
                  <li key={other}>
                    {/* A plain link to the other storefront; a click carries the cart and sign-in along. */}
                    <a href={alternates[other]} hrefLang={other} lang={other} onClick={followLanguageLink}>
                      {LANGUAGE_NAMES[other]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

/** A column of the footer's links under its heading; a column left without links is not shown. */
function LinkColumn({ id, heading, links }: { id: string; heading: string; links: ReadonlyArray<{ href: string; label: string }> }) {
  if (links.length === 0) return null;
  return (
    <section className="site-footer__column">
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.href}>
            <ShopLink to={link.href}>{link.label}</ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
