import { data, redirect } from "react-router";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import type { RequestContext } from "../../context.ts";
import { messageData } from "./error-data.ts";

/**
 * Who may open a page and whether it exists, as its loader or action asks. `back` is the page's own path to return to after
 * logging in: never request.url, which after a client navigation ends in `_.data`.
 */

/** The signed-in person; a guest is sent to log in and comes back to `back`. */
export async function signedInOrLogin(ctx: RequestContext, back: string): Promise<SignedInUser> {
  const user = await ctx.user();
  if (!user) throw redirect(`${pathFor("accounts.login", ctx.lang)}?next=${encodeURIComponent(back)}`, 303);
  return user;
}

/** A 404 whose error screen says what was missing ("Product group not found."). */
export function notFoundWith(ctx: RequestContext, key: MessageKey): never {
  throw data(messageData(translate(ctx.lang, key)), { status: 404 });
}

/** The 403 error screen in the person's language. */
export function forbidden(ctx: RequestContext): never {
  throw data(messageData(translate(ctx.lang, "errors.status403")), { status: 403 });
}

/** A member of staff; a guest logs in first (`back` given, for pages) or gets 403 (actions), anybody else 403. */
export async function staffMember(ctx: RequestContext, back?: string): Promise<SignedInUser> {
  const user = back === undefined ? await ctx.user() : await signedInOrLogin(ctx, back);
  if (!user?.isStaff) forbidden(ctx);
  return user;
}
