import { rowIdOf } from "#core/text/row-id.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { useId } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/company-campaigns.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { AccountField, FormField } from "../components/accounts/AccountField.tsx";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import {
  helsinkiDay,
  MAX_CAMPAIGN_CODES,
  MAX_CAMPAIGN_MESSAGE,
  MAX_CAMPAIGN_NAME,
  MAX_CAMPAIGN_PRODUCTS,
  type CampaignField,
  type CampaignInput,
} from "#core/product/campaign-input.ts";
import { formatDate } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import { forbidden, signedInOrLogin } from "../components/shell/page-guards.server.ts";

/**
 * An organisation user's gift campaigns: the company's campaigns with their codes used, a CSV of the
 * codes, ending one, and a form for a new one. A guest logs in first; anybody who is not a verified
 * organisation user gets 403, from the page and from the service alike.
 */
const organisationUser = (ctx: RequestContext) => signedInOrLogin(ctx, pathFor("accounts.giftCampaigns", ctx.lang));

/** The service's FORBIDDEN (not a verified organisation user) as the 403 screen. */
function refused(ctx: RequestContext, error: unknown): never {
  refusalOf(error, ["FORBIDDEN"]);
  forbidden(ctx);
}

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await organisationUser(ctx);
  const campaigns = await ctx.services.companyCampaigns.list(user).catch((error: unknown) => refused(ctx, error));
  const today = helsinkiDay(new Date());
  return {
    campaigns,
    defaults: { startsOn: today, endsOn: new Date(Date.parse(`${today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10) },
    messages: messagesFor(ctx.lang, ["companyCampaigns"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "companyCampaigns.title"), paths: routePaths("accounts.giftCampaigns"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type CampaignData =
  | { form: "create"; ok: true; id: number; codes: number }
  | { form: "create"; ok: false; errors: Partial<Record<CampaignField, string>>; values: CampaignInput }
  | { form: "end"; ok: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const user = await organisationUser(ctx);
  const form = await readForm(request);
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  try {
    if (text("intent", 10) === "end") {
      const id = text("campaign", 12);
      const campaignId = rowIdOf(id);
      const ended = campaignId !== null && (await ctx.services.companyCampaigns.end(user, campaignId));
      return data<CampaignData>({ form: "end", ok: ended }, { status: ended ? 200 : 404 });
    }
    // A little past the limits, so that an over-long value gets its message instead of being cut silently.
    const values: CampaignInput = {
      name: text("name", MAX_CAMPAIGN_NAME + 20),
      message: text("message", MAX_CAMPAIGN_MESSAGE + 100),
      products: text("products", 20_000),
      codes: text("codes", 10),
      startsOn: text("startsOn", 20),
      endsOn: text("endsOn", 20),
    };
    const outcome = await ctx.services.companyCampaigns.create(user, values, ctx.lang);
    if (outcome.ok) return data<CampaignData>({ form: "create", ok: true, id: outcome.id, codes: Number(values.codes.trim()) });
    return data<CampaignData>({ form: "create", ok: false, errors: outcome.problems, values }, { status: 400 });
  } catch (error) {
    return refused(ctx, error);
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CompanyCampaignsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const failed = actionData?.form === "create" && !actionData.ok ? actionData : undefined;
  const values = failed?.values ?? { name: "", message: "", products: "", codes: "10", ...loaderData.defaults };
  const errors = failed?.errors ?? {};
  return (
    <div className="history container">
      <h1>{t("companyCampaigns.title")}</h1>
      <p className="login-page__intro">{t("companyCampaigns.intro")}</p>
      {actionData?.form === "create" && actionData.ok ? <FormNotice>{t("companyCampaigns.created", { count: actionData.codes })}</FormNotice> : null}
      {actionData?.form === "end" && actionData.ok ? <FormNotice>{t("companyCampaigns.endedNotice")}</FormNotice> : null}
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t("companyCampaigns.listTitle")}</h2>
        {loaderData.campaigns.length === 0 ? (
          <p>{t("companyCampaigns.none")}</p>
        ) : (
          <ul className="history__list">
            {loaderData.campaigns.map((campaign) => (
              <li key={campaign.id} className="history__details moderation-item">
                <h3 className="login-page__heading">{campaign.name}</h3>
                <p className="history__meta">
                  <span>{`${formatDate(campaign.startsOn)}–${formatDate(campaign.endsOn)}`}</span>
                  <span>{t("companyCampaigns.productCount", { count: campaign.products })}</span>
                  <span>{t("companyCampaigns.used", { redeemed: campaign.redeemed, codes: campaign.codes })}</span>
                  {campaign.isActive ? null : <span>{t("companyCampaigns.ended")}</span>}
                </p>
                <p className="account-page__links">
                  <ShopLink to={pathFor("giftcampaigns", lang, { category: campaign.slug })}>{t("companyCampaigns.open")}</ShopLink>
                  {/* A file to save, not a page: a plain link, so the browser downloads it. */}
                  <a href={pathFor("accounts.giftCampaignCodes", lang, { campaign: String(campaign.id) })} download>
                    {t("companyCampaigns.download")}
                  </a>
                </p>
                {campaign.isActive ? (
                  <Form method="post" className="login-form__actions">
                    <input type="hidden" name="intent" value="end" />
                    <input type="hidden" name="campaign" value={campaign.id} />
                    <button className="button button--secondary" type="submit">
                      {t("companyCampaigns.end")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="login-page__card" aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`} className="login-page__heading">
          {t("companyCampaigns.newTitle")}
        </h2>
        {/* A new key after each campaign made: the form starts empty again rather than inviting a twin. */}
        <Form key={actionData?.form === "create" && actionData.ok ? actionData.id : "new"} method="post" className="login-form" noValidate>
          <input type="hidden" name="intent" value="create" />
          <AccountField id={`${id}-name`} name="name" label={t("companyCampaigns.name")} maxLength={MAX_CAMPAIGN_NAME + 20} required defaultValue={values.name} error={errors.name} />
          <FormField id={`${id}-message`} label={t("companyCampaigns.message")} error={errors.message}>
            {(control) => <textarea name="message" className="field__control" rows={3} maxLength={MAX_CAMPAIGN_MESSAGE} defaultValue={values.message} {...control} />}
          </FormField>
          <FormField id={`${id}-products`} label={t("companyCampaigns.products")} hint={t("companyCampaigns.productsHint", { max: MAX_CAMPAIGN_PRODUCTS })} error={errors.products}>
            {(control) => <textarea name="products" className="field__control" rows={5} required defaultValue={values.products} {...control} />}
          </FormField>
          <AccountField id={`${id}-codes`} name="codes" type="number" inputMode="numeric" label={t("companyCampaigns.codes")} hint={`1–${MAX_CAMPAIGN_CODES}`} required defaultValue={values.codes} error={errors.codes} />
          <AccountField id={`${id}-start`} name="startsOn" type="date" label={t("companyCampaigns.startsOn")} required defaultValue={values.startsOn} error={errors.startsOn} />
          <AccountField id={`${id}-end`} name="endsOn" type="date" label={t("companyCampaigns.endsOn")} required defaultValue={values.endsOn} error={errors.endsOn} />
          <div className="login-form__actions">
            <button className="button button--primary" type="submit">
              {t("companyCampaigns.create")}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
