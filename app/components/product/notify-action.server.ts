import type { RequestContext } from "#app/context.ts";
import { isDomainError } from "#core/errors.ts";
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
    if (isDomainError(error) && error.code === "BAD_INPUT") return { notify: { ok: false, field: error.field ?? null, message: error.message } };
    console.error(JSON.stringify({ level: 50, msg: "back-in-stock request failed", err: String(error) }));
    return { notify: { ok: false, field: null, message: translate(ctx.lang, "product.notifyUnexpected") } };
  }
}
