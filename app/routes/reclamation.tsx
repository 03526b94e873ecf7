import { data, redirect } from "react-router";
import type { Route } from "./+types/reclamation.ts";
import { requestContext } from "../context.ts";
import { ComplaintForm } from "../components/returns/ComplaintForm.tsx";
import { complaintMessages, readComplaintForm } from "../components/returns/complaints.server.ts";
import { pictureMessage } from "../components/returns/picture-message.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { emptyComplaint, type ComplaintField, type ComplaintInput } from "#core/after-sales/complaint-form.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * The complaint form (/reclamation/): a faulty product bought at the web store or at a store, with pictures.
 * A signed-in customer who starts from the order history (?order=&row= for a web order, ?receipt=&row= for a
 * store receipt) finds the purchase's and the product's fields filled. Works without JavaScript; a sent complaint opens its own page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const user = await ctx.user();
  const row = Number.parseInt(query.get("row") ?? "", 10);
  const [form, stores] = await Promise.all([
    ctx.services.returns.complaintForm({
      lang: ctx.lang,
      shopper: user ? { id: user.id, email: user.email, firstName: user.firstName } : null,
      orderNumber: query.get("order")?.slice(0, 40) ?? undefined,
      receiptNumber: query.get("receipt")?.slice(0, 40) ?? undefined,
      position: Number.isFinite(row) ? row : undefined,
    }),
    ctx.services.catalog.stores(ctx.lang),
  ]);
  const named = (id: number) => ({ id, name: stores.find((store) => store.id === id)?.name ?? String(id) });
  const values: ComplaintInput = form.prefill ?? { ...emptyComplaint(), ...(user ? { email: user.email, customerName: user.firstName } : {}) };
  return {
    values,
    stores: form.stores.storeIds.map(named),
    webStoreId: form.stores.webStoreId,
    messages: messagesFor(ctx.lang, ["complaints"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "complaints.title"), description: translate(ctx.lang, "complaints.intro"), paths: routePaths("reclamation") }),
  };
}

// A shopper's own details may be filled in: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export interface ComplaintActionData {
  values: ComplaintInput;
  errors: Partial<Record<ComplaintField | "pictures", string>>;
  formError: string;
  /**
   * The chosen pictures were not read, another field being wrong. "kept": the browser's script sent the form
   * and keeps them chosen; "chooseAgain": a plain form post, after which the file field is empty.
   */
  picturesUnread: "kept" | "chooseAgain" | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { input, pictures } = await readComplaintForm(await readForm(request));
  const user = await ctx.user();
  const failed = (status: number, rest: Omit<ComplaintActionData, "values">) => data<ComplaintActionData>({ values: input, ...rest }, { status });
  try {
    const started = await ctx.services.returns.startComplaint({
      form: input,
      pictures,
      lang: ctx.lang,
      shopper: user ? { id: user.id, email: user.email } : null,
      clientAddress: ctx.clientAddress,
    });
    if (!started.ok) {
      const errors: ComplaintActionData["errors"] = complaintMessages(ctx.lang, started.problems);
      if (started.pictures) errors.pictures = pictureMessage((key, values) => translate(ctx.lang, key, values), started.pictures);
      const unread = pictures.length > 0 && !started.pictures;
      return failed(400, { errors, formError: translate(ctx.lang, "forms.formProblem"), picturesUnread: unread ? (ctx.dataRequest ? "kept" : "chooseAgain") : null });
    }
    throw redirect(`${pathFor("reclamation.case", ctx.lang, { number: started.number })}?t=${started.accessToken}&new=1`, 303);
  } catch (error) {
    if (isDomainError(error) && error.code === "RATE_LIMITED") return failed(429, { errors: {}, formError: translate(ctx.lang, "complaints.rateLimited"), picturesUnread: null });
    throw error;
  }
}

export default function ReclamationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="returns complaint container">
      <h1>{t("complaints.title")}</h1>
      <p className="returns__intro">{t("complaints.intro")}</p>
      <ComplaintForm stores={loaderData.stores} webStoreId={loaderData.webStoreId} values={actionData?.values ?? loaderData.values} failed={actionData ?? null} />
    </div>
  );
}
