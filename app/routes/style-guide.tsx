import { useState } from "react";
import type { Route } from "./+types/style-guide.ts";
import { requestContext } from "../context.ts";
import { Modal } from "../components/Modal.tsx";
import { NumberInput } from "../components/NumberInput.tsx";
import * as Icons from "../components/icons/Icons.tsx";
import { PAIRS, PALETTE, REQUIRED_RATIO, pairRatio, tokenValue } from "../components/style-guide/palette.ts";
import { Flag } from "../components/shell/Flag.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { showToast } from "../lib/toasts.ts";
import styleGuideCss from "../styles/style-guide.css?url";
import { formatPrice } from "#core/money/format-price.ts";
import { LOCALE_BY_LANG } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styleGuideCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const t = (key: Parameters<typeof translate>[1]) => translate(ctx.lang, key);
  return {
    messages: messagesFor(ctx.lang, ["pages.styleGuide"]),
    head: pageHead(ctx, { title: t("pages.styleGuideTitle"), description: t("pages.styleGuideIntro"), paths: routePaths("style-guide"), noindex: true }),
    breadcrumbs: [{ label: t("pages.styleGuideTitle") }],
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const TYPE_SCALE = [
  { token: "--font-size-2xl", px: 32 },
  { token: "--font-size-xl", px: 24 },
  { token: "--font-size-lg", px: 20 },
  { token: "--font-size-md", px: 16 },
  { token: "--font-size-sm", px: 14 },
] as const;

const SPACING = [4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;
const FLAG_SAMPLES = ["fi", "se", "no", "dk", "ee", "de", "fr", "gb", "us", "ch", "jp", "ca", "nz"] as const;

const SECTIONS = [
  { id: "palette", key: "pages.styleGuidePalette" },
  { id: "type", key: "pages.styleGuideTypeScale" },
  { id: "spacing", key: "pages.styleGuideSpacing" },
  { id: "buttons", key: "pages.styleGuideButtons" },
  { id: "prices", key: "pages.styleGuidePrices" },
  { id: "forms", key: "pages.styleGuideForms" },
  { id: "feedback", key: "pages.styleGuideFeedback" },
  { id: "icons", key: "pages.styleGuideIcons" },
] as const;

export default function StyleGuide() {
  const t = useT();
  const lang = useLang();
  const [modalOpen, setModalOpen] = useState(false);
  const [quantity, setQuantity] = useState<number | null>(1);
  const ratio = (value: number) => value.toLocaleString(LOCALE_BY_LANG[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const price = (cents: number) => formatPrice(cents, { code: "eur", rate: 1 }, lang);

  return (
    <div className="style-guide container">
      <h1>{t("pages.styleGuideTitle")}</h1>
      <p className="style-guide__intro">{t("pages.styleGuideIntro")}</p>
      <nav className="style-guide__toc" aria-label={t("pages.styleGuideContents")}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.key)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="palette" className="style-guide__section" aria-labelledby="palette-title">
        <h2 id="palette-title">{t("pages.styleGuidePalette")}</h2>
        <ul className="palette-swatches">
          {PALETTE.map((swatch) => (
            <li key={swatch.token} className="palette-swatch">
              {/* Drawn with SVG fill, since the Content-Security-Policy allows no style attribute. */}
              <svg className="palette-swatch__chip" viewBox="0 0 1 1" aria-hidden="true">
                <rect width="1" height="1" fill={swatch.value} />
              </svg>
              <code className="palette-swatch__token">{swatch.token}</code>
              <span className="palette-swatch__value">{swatch.value}</span>
            </li>
          ))}
        </ul>
        <ul className="contrast-pairs">
          {PAIRS.map((pair) => {
            const value = pairRatio(pair);
            return (
              <li key={`${pair.foreground}/${pair.background}`} className="contrast-pair">
                <svg className="contrast-pair__sample" viewBox="0 0 48 48" aria-hidden="true">
                  <rect width="48" height="48" fill={tokenValue(pair.background)} />
                  <text x="24" y="31" textAnchor="middle" fill={tokenValue(pair.foreground)}>
                    Aa
                  </text>
                </svg>
                <span className="contrast-pair__text">
                  <code>{pair.foreground}</code>
                  <span>
                    {t("pages.styleGuideContrast", { ratio: ratio(value), background: pair.background })}
                    {" · "}
                    {value >= REQUIRED_RATIO[pair.use] ? "AA ✓" : "AA ✗"}
                    {" "}
                    <span className="contrast-pair__need">(≥ {ratio(REQUIRED_RATIO[pair.use])})</span>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="type" className="style-guide__section" aria-labelledby="type-title">
        <h2 id="type-title">{t("pages.styleGuideTypeScale")}</h2>
        <ul className="type-scale">
          {TYPE_SCALE.map((step) => (
            <li key={step.token} className="type-scale__row">
              <code className="type-scale__label">
                {step.px} px · {step.token}
              </code>
              <span className={`type-scale__sample type-scale__sample--${step.px}`}>{t("pages.styleGuideSample")}</span>
            </li>
          ))}
        </ul>
      </section>

      <section id="spacing" className="style-guide__section" aria-labelledby="spacing-title">
        <h2 id="spacing-title">{t("pages.styleGuideSpacing")}</h2>
        <ul className="spacing-scale">
          {SPACING.map((px) => (
            <li key={px} className="spacing-scale__row">
              <code>{px} px</code>
              <span className={`spacing-scale__bar spacing-scale__bar--${px}`} aria-hidden="true" />
            </li>
          ))}
        </ul>
      </section>

      <section id="buttons" className="style-guide__section" aria-labelledby="buttons-title">
        <h2 id="buttons-title">{t("pages.styleGuideButtons")}</h2>
        <div className="style-guide__row">
          <button type="button" className="button button--primary">
            <Icons.CartIcon size={20} />
            {t("pages.styleGuidePrimary")}
          </button>
          <button type="button" className="button button--secondary">
            {t("pages.styleGuideSecondary")}
          </button>
          <button type="button" className="button button--quiet">
            {t("pages.styleGuideQuiet")}
          </button>
          <button type="button" className="button button--secondary button--small">
            {t("pages.styleGuideSecondary")}
          </button>
          <button type="button" className="button button--primary" disabled>
            {t("pages.styleGuideDisabled")}
          </button>
        </div>
        <p>
          <a href="#buttons">{t("pages.styleGuideLink")}</a>
        </p>
      </section>

      <section id="prices" className="style-guide__section" aria-labelledby="prices-title">
        <h2 id="prices-title">{t("pages.styleGuidePrices")}</h2>
        <dl className="price-samples">
          <div>
            <dt>{t("pages.styleGuideRegularPrice")}</dt>
            <dd className="price">{price(24990)}</dd>
          </div>
          <div>
            <dt>{t("pages.styleGuideSalePrice")}</dt>
            <dd>
              <span className="price price--sale">{price(17490)}</span> <s className="price price--regular-struck">{price(24990)}</s>
            </dd>
          </div>
          <div>
            <dt>{t("pages.styleGuideClubPrice")}</dt>
            <dd className="price price--club">{price(21990)}</dd>
          </div>
        </dl>
      </section>

      <section id="forms" className="style-guide__section" aria-labelledby="forms-title">
        <h2 id="forms-title">{t("pages.styleGuideForms")}</h2>
        <form className="style-guide__form" method="get" action="#forms" noValidate>
          <div className="field">
            <label className="field__label" htmlFor="sg-name">
              {t("pages.styleGuideName")}
            </label>
            <input id="sg-name" name="name" className="field__control" type="text" autoComplete="name" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="sg-email">
              {t("pages.styleGuideEmail")}
            </label>
            <input
              id="sg-email"
              name="email"
              className="field__control"
              type="email"
              autoComplete="email"
              defaultValue="ulla@"
              aria-invalid="true"
              aria-describedby="sg-email-error"
            />
            <p className="field__error" id="sg-email-error">
              {t("pages.styleGuideEmailError")}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="sg-size">
              {t("pages.styleGuideSize")}
            </label>
            <select id="sg-size" name="size" className="field__control field__control--short" defaultValue="M">
              {["XS", "S", "M", "L", "XL"].map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="sg-message">
              {t("pages.styleGuideMessage")}
            </label>
            <textarea id="sg-message" name="message" className="field__control" rows={3} />
          </div>
          <label className="checkbox">
            <input type="checkbox" name="newsletter" />
            <span>{t("pages.styleGuideNewsletter")}</span>
          </label>
          <div className="field">
            <p className="field__label">{t("pages.styleGuideNumberInput")}</p>
            <NumberInput
              label={t("pages.styleGuideQuantity")}
              decrementLabel={t("shell.decrease")}
              incrementLabel={t("shell.increase")}
              name="quantity"
              min={1}
              max={10}
              integer
              value={quantity}
              onChange={setQuantity}
            />
          </div>
        </form>
      </section>

      <section id="feedback" className="style-guide__section" aria-labelledby="feedback-title">
        <h2 id="feedback-title">{t("pages.styleGuideFeedback")}</h2>
        <div className="style-guide__row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => showToast(t("pages.styleGuideToastText"), { kind: "success" })}
          >
            {t("pages.styleGuideShowToast")}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setModalOpen(true)}>
            {t("pages.styleGuideOpenModal")}
          </button>
        </div>
        <noscript>
          <p className="field__hint">{t("pages.styleGuideRequiresScript")}</p>
        </noscript>
        <Modal open={modalOpen} onClose={() => setModalOpen(false)} title={t("pages.styleGuideModalTitle")} closeLabel={t("shell.close")} size="small">
          <p>{t("pages.styleGuideModalText")}</p>
          <button type="button" className="button button--primary" onClick={() => setModalOpen(false)}>
            {t("shell.close")}
          </button>
        </Modal>
      </section>

      <section id="icons" className="style-guide__section" aria-labelledby="icons-title">
        <h2 id="icons-title">{t("pages.styleGuideIcons")}</h2>
        <ul className="icon-grid">
          {Object.entries(Icons).map(([name, IconComponent]) => (
            <li key={name}>
              <IconComponent size={28} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
        <h3>{t("pages.styleGuideFlags")}</h3>
        <ul className="icon-grid">
          {FLAG_SAMPLES.map((code) => (
            <li key={code}>
              <Flag countryCode={code} width={36} />
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
