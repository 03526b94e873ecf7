import { useEffect } from "react";
import { swatchClass } from "#core/catalog/palette.ts";
import { withClass } from "#app/lib/class-names.ts";
import { Link, useNavigate } from "react-router";
import { useT } from "#app/components/shell/ShellContext.tsx";
import { readSizeHistory, rememberedSize, rememberSize } from "#app/lib/size-history.ts";
import type { OptionData, ProductPageData } from "./product-page.server.ts";
import { SizeGuideLink, sizeTableOf } from "./SizeGuide.tsx";

/**
 * Colour, type and size: each option a link to the page's URL with that choice, so
 * choosing works without JavaScript.
 */
export function VariantPickers({ data }: { data: ProductPageData }) {
  const t = useT();
  const navigate = useNavigate();
  // Without a size in the address, the newest size this browser chose before is taken
  // when this colour and type have it (the server cannot see local storage, so this runs after load).
  useEffect(() => {
    if (data.choice.size !== null || data.sizes.length < 2) return;
    const remembered = rememberedSize(readSizeHistory(), data.sizesOffered);
    const option = data.sizes.find((size) => size.slug === remembered);
    if (option) void navigate(option.href, { replace: true, preventScrollReset: true });
  }, [data.choice.size, data.sizes, data.sizesOffered, navigate]);
  return (
    <div className="variant-pickers">
      {/* A selector with a single option still shows it (the ski's one grip type, the jacket's one colour): it is part of what is bought. */}
      {data.colours.length > 0 ? <Picker legend={t("product.colour")} options={data.colours} kind="colour" /> : null}
      {data.types.length > 0 ? <Picker legend={data.shown?.product_type?.title || t("product.type")} options={data.types} kind="type" /> : null}
      {data.sizes.length > 0 ? <Picker legend={t("product.size")} options={data.sizes} kind="size" /> : null}
      {sizeTableOf(data) ? <SizeGuideLink data={data} /> : null}
    </div>
  );
}

function Picker({ legend, options, kind }: { legend: string; options: OptionData[]; kind: "colour" | "size" | "type" }) {
  const t = useT();
  const selected = options.find((option) => option.selected);
  return (
    <fieldset className={`picker picker--${kind}`}>
      <legend className="picker__legend">
        {legend}
        {selected ? <span className="picker__chosen">: {selected.name}</span> : null}
      </legend>
      <ul className="picker__options">
        {options.map((option) => (
          <li key={option.slug}>
            <Link
              to={option.href}
              replace
              preventScrollReset
              className={withClass(`picker__option${option.unavailable ? " picker__option--unavailable" : ""}`, kind === "colour" && option.hex ? swatchClass(option.hex) : undefined)}
              aria-current={option.selected ? "true" : undefined}
              aria-label={option.unavailable ? t("product.optionUnavailable", { option: option.name }) : option.name}
              onClick={kind === "size" ? () => rememberSize(option.slug) : undefined}
            >
              {kind === "colour" ? <span className="picker__swatch" aria-hidden="true" /> : null}
              <span className={kind === "colour" ? "visually-hidden" : undefined}>{option.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
