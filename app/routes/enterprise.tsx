import type { Route } from "./+types/enterprise.ts";
import { requestContext } from "../context.ts";
import { ShopLink } from "../components/ShopLink.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

/** The corporate area's landing page (/enterprise/): the enquiry form, the corporate newsletter, gift campaigns and forest protection. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const links: Array<{ title: MessageKey; text: MessageKey; path: string }> = [
    { title: "forms.enterprise.enquiry", text: "forms.enterprise.enquiryText", path: pathFor("corporate-info-form", ctx.lang) },
    { title: "forms.newsletter.corporateTitle", text: "forms.enterprise.newsletterText", path: pathFor("corporate-newsletter", ctx.lang) },
    { title: "forms.enterprise.campaigns", text: "forms.enterprise.campaignsText", path: pathFor("accounts.giftCampaigns", ctx.lang) },
    { title: "forms.enterprise.forest", text: "forms.enterprise.forestText", path: pathFor("forest-newsletter", ctx.lang) },
  ];
  return {
    links,
    messages: messagesFor(ctx.lang, ["forms.enterprise", "forms.newsletter.corporateTitle"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "forms.enterprise.title"), description: translate(ctx.lang, "forms.enterprise.intro"), paths: routePaths("enterprise") }),
  };
}

// The same page for every visitor who is not signed in: kept a little while by the page cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function EnterprisePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="contact-page container">
      <h1>{t("forms.enterprise.title")}</h1>
      <p className="returns__intro">{t("forms.enterprise.intro")}</p>
      <ul className="enterprise__links">
        {loaderData.links.map((link) => (
          <li key={link.path}>
            <h2>
              <ShopLink to={link.path}>{t(link.title)}</ShopLink>
            </h2>
            <p>{t(link.text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
