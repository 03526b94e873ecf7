import type { Route } from "./+types/home.ts";
import { requestContext } from "../context.ts";
import { ArrowRightIcon, ChatIcon, ReturnIcon, SpruceIcon, StoreIcon, TruckIcon } from "../components/icons/Icons.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { useShellData, useT } from "../components/shell/ShellContext.tsx";
import { BannerImage, BannerLink, BannerRow, MAX_IMAGE_BANNERS, toBannerView } from "../components/content/Banners.tsx";
import { parseGeneralSettings } from "#core/settings/general-settings.ts";
import { translate } from "#i18n/messages.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";

const TILE_SIZE = 320;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { lang, services } = ctx;
  const [banners, rawSettings] = await Promise.all([services.content.banners(lang), services.config.generalSettings(lang)]);
  const settings = parseGeneralSettings(rawSettings);
  const imageBanners = banners.imageBanners.slice(0, MAX_IMAGE_BANNERS).map(toBannerView);
  const tagline = translate(lang, "shell.footerTagline");
  return {
    messages: messagesFor(lang, ["pages.home"]),
    title: settings.frontpageTitle ?? tagline,
    imageBanners,
    textBanners: banners.textBanners.map(toBannerView),
    head: pageHead(ctx, {
      // The front page is titled by its own setting; "{title} - {brand}" still applies.
      title: settings.frontpageTitle ?? tagline,
      description: settings.frontpageMetaDescription ?? `${translate(lang, "shell.footerStores")}. ${translate(lang, "shell.footerDelivery")}.`,
      paths: routePaths("home"),
      image: imageBanners[0]?.image ?? null,
    }),
  };
}

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts).
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** A banner's link: in-app paths through the router, anything else as a plain link. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const shell = useShellData();
  const [hero, ...others] = loaderData.imageBanners;
  const groups = shell?.menuGroups ?? [];

  return (
    <div className="home">
      <div className="container">
        <h1 className="home__title">{loaderData.title}</h1>
      </div>

      {hero ? (
        <section className="container home__hero" aria-label={t("pages.homeHighlights")}>
          <article className="banner banner--hero">
            <BannerImage banner={hero} eager />
            <div className="banner__body">
              <h2 className="banner__heading">{hero.heading}</h2>
              {hero.subText ? <p className="banner__text">{hero.subText}</p> : null}
              {hero.href ? (
                <BannerLink className="button button--primary banner__button" href={hero.href}>
                  {hero.buttonText || hero.heading}
                  <ArrowRightIcon size={20} />
                </BannerLink>
              ) : null}
            </div>
          </article>
          {others.length > 0 ? <BannerRow banners={others} /> : null}
        </section>
      ) : null}

      <section className="container home__services" aria-label={t("pages.homeServices")}>
        <ul className="service-strip">
          <li>
            <StoreIcon />
            <span>{t("shell.footerStores")}</span>
          </li>
          <li>
            <TruckIcon />
            <span>{t("shell.footerDelivery")}</span>
          </li>
          <li>
            <ReturnIcon />
            <span>{t("shell.returnPolicyText")}</span>
          </li>
          <li>
            <ChatIcon />
            <span>{t("shell.chatSupport")}</span>
          </li>
        </ul>
      </section>

      {groups.length > 0 ? (
        <section className="container home__groups" aria-labelledby="home-groups-title">
          <h2 id="home-groups-title">{t("pages.homeCategories")}</h2>
          <ul className="group-tiles">
            {groups.map((group) => (
              <li key={group.id}>
                <ShopLink className="group-tile" to={group.href}>
                  {group.image ? (
                    <img className="group-tile__image" src={group.image} alt="" width={TILE_SIZE} height={TILE_SIZE} loading="lazy" decoding="async" />
                  ) : (
                    <span className="group-tile__image group-tile__image--empty" aria-hidden="true">
                      <SpruceIcon size={48} />
                    </span>
                  )}
                  <span className="group-tile__name">{group.name}</span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loaderData.textBanners.length > 0 ? (
        <div className="container home__text-banners">
          <ul className="text-banners">
            {loaderData.textBanners.map((banner) => (
              <li key={banner.id} className="text-banner">
                <h2 className="text-banner__heading">
                  {/* Without its own button text the heading is the link, so the words are not said twice. */}
                  {banner.href && !banner.buttonText ? (
                    <BannerLink className="text-banner__heading-link" href={banner.href}>
                      {banner.heading}
                      <ArrowRightIcon size={20} />
                    </BannerLink>
                  ) : (
                    banner.heading
                  )}
                </h2>
                {banner.subText ? <p className="text-banner__text">{banner.subText}</p> : null}
                {banner.href && banner.buttonText ? (
                  <BannerLink className="text-banner__link" href={banner.href}>
                    {banner.buttonText}
                    <ArrowRightIcon size={18} />
                  </BannerLink>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
