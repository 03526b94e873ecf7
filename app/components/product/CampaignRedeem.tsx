import { useState, type FormEvent } from "react";
import { useActionData, useNavigate } from "react-router";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { pathFor } from "#i18n/routes.ts";
import { apiClient, failureOf } from "#app/lib/api-client.ts";
import { emptyCart, readCart, writeCart } from "#app/lib/cart-storage.ts";
import { CAMPAIGN_CODE_MAX, normalizeCampaignCode } from "#core/product/campaign-code.ts";
import type { ProductPageData } from "./product-page.server.ts";
import type { CampaignCodeAnswer } from "./campaign-code-action.server.ts";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "error"; field: string | null; message: string };

function stateOf(answer: CampaignCodeAnswer | undefined): State {
  if (!answer) return { kind: "idle" };
  return answer.ok ? { kind: "done" } : { kind: "error", field: answer.field, message: answer.message };
}

/**
 * The code form of a campaign product: the code is required and trimmed; a
 * valid one clears the cart, adds the one chosen piece, keeps the code and campaign and goes to payment.
 * A 400 answer puts its message on the field; anything else says '#4924'.
 */
export function CampaignRedeem({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const answered = useActionData() as { campaignCode?: CampaignCodeAnswer } | undefined;
  const [code, setCode] = useState("");
  const [state, setState] = useState<State>(stateOf(answered?.campaignCode));
  const campaign = data.campaign!;
  const variantId = data.selectedId > 0 ? data.selectedId : null;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (variantId === null) return setState({ kind: "error", field: null, message: t("product.firstSelectSize") });
    const trimmed = code.trim();
    if (trimmed === "") return setState({ kind: "error", field: "code", message: t("product.campaignCodeRequired") });
    setState({ kind: "sending" });
    try {
      const body = await apiClient.post<{ code?: string; campaign?: string } | undefined>("/api/giftcampaigns/validate_code/", {
        code: trimmed,
        product_id: variantId,
        category_slug: campaign.slug,
      });
      if (body?.code && body.campaign) {
        const shown = data.model.products.find((view) => view.id === variantId);
        const name = [data.model.manufacturer.name, data.model.name, shown?.colour, shown?.size?.name].filter(Boolean).join(" ");
        // The campaign's piece is the cart's only row, its amount fixed.
        writeCart({
          ...emptyCart(),
          ...readCart(),
          products: [{ productId: String(variantId), amount: 1, frozen: true, name, extra_data: null }],
          giftCardProducts: [],
          bundles: [],
          codes: [],
          giftCampaignData: { code: body.code, campaign: body.campaign },
          status: "UNSET",
        });
        setState({ kind: "done" });
        // The payment step of this storefront, where the order redeems the code.
        void navigate(pathFor("checkout.payment", lang));
        return;
      }
      setState({ kind: "error", field: null, message: t("product.campaignUnexpected") });
    } catch (error) {
      // The server's message for a code it refused (400); anything else is one message of ours.
      const failure = failureOf(error);
      if (failure.status === 400 && failure.message) return setState({ kind: "error", field: failure.field, message: failure.message });
      setState({ kind: "error", field: null, message: t("product.campaignUnexpected") });
    }
  };
  const fieldError = state.kind === "error" && state.field === "code" ? state.message : null;
  return (
    <form className="campaign-redeem" method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
      <input type="hidden" name="product_id" value={variantId ?? ""} />
      <input type="hidden" name="category_slug" value={campaign.slug} />
      <label className="field__label" htmlFor="campaign-code">
        {t("product.campaignCode")}
      </label>
      <input
        id="campaign-code"
        className="field__control"
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={CAMPAIGN_CODE_MAX}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setCode((value) => (value.trim() === "" ? "" : normalizeCampaignCode(value)))}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? "campaign-code-error" : undefined}
      />
      {fieldError ? (
        <p id="campaign-code-error" className="field__error">
          {fieldError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary add-area__button" disabled={state.kind === "sending" || data.button.disabled}>
        {t("product.campaignRedeem")}
      </button>
      <p className="add-area__message" role="status">
        {state.kind === "done" ? t("product.campaignCodeAccepted") : state.kind === "error" && !fieldError ? state.message : ""}
      </p>
    </form>
  );
}
