import { loggedError } from "#core/text/log-safe.ts";
import type { RequestContext } from "#app/context.ts";
import { refusalOrNull } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";
import type { NotifyAnswer } from "./NotifyForm.tsx";

/**
 * The back-in-stock form posted without JavaScript (with JavaScript the browser calls
 * POST /api/product_availability_email_notify/): the same service, its answer shown on the form.
 */
export async function notifyAction(ctx: RequestContext, form: FormData): Promise<{ notify: NotifyAnswer }> {
  const email = String(form.get("email") ?? "");
  const productId = Number(form.get("product_id"));
  try {
    await ctx.services.stockNotifications.request({ email, productId: Number.isInteger(productId) ? productId : 0, lang: ctx.lang });
    return { notify: { ok: true } };
  } catch (error) {
    const refused = refusalOrNull(error, ["BAD_INPUT"]);
    if (refused) return { notify: { ok: false, field: refused.field ?? null, message: refused.message } };
    console.error(JSON.stringify({ level: 50, msg: "back-in-stock request failed", err: loggedError(error) }));
    return { notify: { ok: false, field: null, message: translate(ctx.lang, "product.notifyUnexpected") } };
  }
}
