import type { ReactNode } from "react";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { imageSrc } from "#app/components/shell/images.ts";
import type { Banner } from "#core/content/types.ts";

/** Image banners show at most four, each 758x447. */
export const MAX_IMAGE_BANNERS = 4;
const BANNER_WIDTH = 758;
const BANNER_HEIGHT = 447;

/** A banner as the storefront draws it. */
export interface BannerView {
  id: number;
  heading: string;
  subText: string;
  buttonText: string;
  href: string | null;
  image: string | null;
}

export function toBannerView(banner: Banner): BannerView {
  return {
    id: banner.id,
    heading: banner.heading || banner.title,
    subText: banner.subText,
    buttonText: banner.buttonText,
    href: banner.url || null,
    image: imageSrc(banner.image),
  };
}

/** The shop's own paths navigate in the app; other addresses are plain links. */
export function BannerLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return href.startsWith("/") && !href.startsWith("//") ? (
    <ShopLink className={className} to={href}>
      {children}
    </ShopLink>
  ) : (
    <a className={className} href={href}>
      {children}
    </a>
  );
}

export function BannerImage({ banner, eager }: { banner: BannerView; eager: boolean }) {
  if (!banner.image) return <div className="banner__image banner__image--empty" aria-hidden="true" />;
  return (
    <img
      className="banner__image"
      src={banner.image}
      alt=""
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      fetchPriority={eager ? "high" : "auto"}
    />
  );
}

/** Banners as a row of cards: image, heading (the link) and text. */
export function BannerRow({ banners }: { banners: BannerView[] }) {
  return (
    <ul className="banner-row">
      {banners.map((banner) => (
        <li key={banner.id}>
          <article className="banner banner--card">
            <BannerImage banner={banner} eager={false} />
            <div className="banner__body">
              <h2 className="banner__heading">
                {banner.href ? (
                  <BannerLink className="banner__link" href={banner.href}>
                    {banner.heading}
                  </BannerLink>
                ) : (
                  banner.heading
                )}
              </h2>
              {banner.subText ? <p className="banner__text">{banner.subText}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
