import { rowIdOf } from "#core/text/row-id.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import type { Route } from "./+types/company-campaign-codes.ts";
import { requestContext } from "../context.ts";
import { notFound } from "../components/content/static-content.server.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { forbidden, signedInOrLogin } from "../components/shell/page-guards.server.ts";

/**
 * A company's gift campaign codes as a CSV file: one code per line with the time it was used,
 * for the company to hand out. Only the company's own organisation users; a guest logs in first.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await signedInOrLogin(ctx, pathFor("accounts.giftCampaigns", ctx.lang));
  const id = rowIdOf(params.campaign);
  let found: Awaited<ReturnType<typeof ctx.services.companyCampaigns.codes>> = null;
  try {
    found = id === null ? null : await ctx.services.companyCampaigns.codes(user, id);
  } catch (error) {
    refusalOf(error, ["FORBIDDEN"]);
    forbidden(ctx);
  }
  if (!found) notFound(request);
  const header = `${translate(ctx.lang, "companyCampaigns.csvCode")};${translate(ctx.lang, "companyCampaigns.csvUsed")}`;
  const lines = found.codes.map((code) => `${code.code};${code.redeemedAt ?? ""}`);
  return new Response(`${[header, ...lines].join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${found.slug}-codes.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
