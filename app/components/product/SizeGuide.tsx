import { useState } from "react";
import { Modal } from "#app/components/Modal.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import type { ProductPageData } from "./product-page.server.ts";

// The model's size table: a link beside the pickers opens it in a modal; the
// page's details show it too, where the link leads before JavaScript.

interface ParsedSizeTable {
  sizes: Array<{ size: string; product_type: string | null }>;
  rows: Array<{ unit: string; label: Partial<Record<string, string>>; values: string[] }>;
}

/** The model's size table when it has sizes and rows to show. */
export function sizeTableOf(data: ProductPageData): (NonNullable<ProductPageData["model"]["sizetable"]> & { parsed: ParsedSizeTable }) | null {
  const table = data.model.sizetable;
  const parsed = table?.parsed as ParsedSizeTable | undefined;
  if (!table || !parsed || !Array.isArray(parsed.sizes) || !Array.isArray(parsed.rows) || parsed.sizes.length === 0) return null;
  return { ...table, parsed };
}

export function SizeGuideLink({ data }: { data: ProductPageData }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Before JavaScript the link leads to the same table further down the page. */}
      <a
        className="size-guide__link"
        href="#size-guide"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("product.sizeGuide")}
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={t("product.sizeGuide")} closeLabel={t("shell.close")} size="medium">
        <SizeGuideTable data={data} />
      </Modal>
    </>
  );
}

/** The size table: a column per size, a row per measurement with its unit. */
export function SizeGuideTable({ data }: { data: ProductPageData }) {
  const lang = useLang();
  const t = useT();
  const table = sizeTableOf(data);
  if (!table) return null;
  const { sizes, rows } = table.parsed;
  return (
    <div className="size-guide">
      {/* Focusable, so that keyboard users can scroll a table wider than the screen. */}
      <div className="size-guide__scroll" tabIndex={0} role="region" aria-label={table.name}>
        <table className="size-guide__table">
          <caption className="visually-hidden">{table.name}</caption>
          <thead>
            <tr>
              <th scope="col">{t("product.size")}</th>
              {sizes.map((size) => (
                <th key={`${size.size}-${size.product_type ?? ""}`} scope="col">
                  {size.size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">
                  {row.label[lang] ?? row.label["en"] ?? ""} ({row.unit})
                </th>
                {sizes.map((size, column) => (
                  <td key={`${size.size}-${column}`}>{row.values[column] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.infoText ? <p className="size-guide__info">{table.infoText}</p> : null}
    </div>
  );
}
