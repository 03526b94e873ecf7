import type { Route } from "./+types/account-data.ts";
import { requestContext } from "../context.ts";
import { pathFor } from "#i18n/routes.ts";
import { signedInOrLogin } from "../components/shell/page-guards.server.ts";

/**
 * The GDPR export: everything the shop keeps about the signed-in person as one JSON file,
 * downloaded from the account area. A guest is sent to log in first.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await signedInOrLogin(ctx, pathFor("accounts", ctx.lang));
  const data = await ctx.services.accountArea.exportData(user.id);
  const day = data.exported_at.slice(0, 10);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kuusikko-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
