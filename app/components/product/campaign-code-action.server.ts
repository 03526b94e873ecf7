import { loggedError } from "#core/text/log-safe.ts";
import type { RequestContext } from "#app/context.ts";
import { refusalOrNull } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";

/** What the code form hears: the validated code, or a message (on the field `code` when it is about it). */
export type CampaignCodeAnswer =
  | { ok: true; code: string; campaign: string; productId: number }
  | { ok: false; field: string | null; message: string };

/**
 * The campaign code form posted without JavaScript (with it the browser calls
 * POST /api/giftcampaigns/validate_code/): the same check, its answer shown on the form.
 */
export async function campaignCodeAction(ctx: RequestContext, form: FormData): Promise<{ campaignCode: CampaignCodeAnswer }> {
  const productId = Number(form.get("product_id"));
  try {
    const valid = await ctx.services.giftCampaigns.validateCode({
      code: String(form.get("code") ?? ""),
      productId: Number.isInteger(productId) ? productId : 0,
      categorySlug: String(form.get("category_slug") ?? ""),
      lang: ctx.lang,
    });
    return { campaignCode: { ok: true, code: valid.code, campaign: valid.campaign, productId: valid.product_id } };
  } catch (error) {
    const refused = refusalOrNull(error, ["BAD_INPUT"]);
    if (refused) return { campaignCode: { ok: false, field: refused.field ?? null, message: refused.message } };
    console.error(JSON.stringify({ level: 50, msg: "campaign code check failed", err: loggedError(error) }));
    return { campaignCode: { ok: false, field: null, message: translate(ctx.lang, "product.campaignUnexpected") } };
  }
}
