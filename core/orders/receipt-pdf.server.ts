import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatDate } from "#i18n/format.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { formatPrice } from "../money/format-price.ts";
import { discountLabel, maskCode, statusLabel, type OrderView } from "./order-view.ts";

/**
 * An order's receipt as a PDF, in the shopper's language: the seller, the order's number, date and status, its
 * rows, the discount, delivery and RePack, the total and how it was paid, and where it goes. DejaVu Sans
 * (an npm package, embedded as a subset) writes every storefront language, Cyrillic included, which the PDF
 * standard fonts cannot.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export interface ReceiptSeller {
  name: string;
  /** What sold it (the web store), shown under the name with the address to write to. */
  detail: string;
  email: string;
}

export async function receiptPdf(order: OrderView, lang: Lang, seller: ReceiptSeller): Promise<Buffer> {
  const euros = (cents: number) => formatPrice(cents, { code: "EUR", rate: 1 }, lang);
  const title = translate(lang, "orders.receiptTitle", { number: order.number });
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title, Author: seller.name }, lang, displayTitle: true });
  doc.registerFont("text", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const priceWidth = 110;
  /** A line with its amount at the right edge. */
  const amountLine = (label: string, amount: string, font: "text" | "bold" = "text") => {
    const y = doc.y;
    doc.font(font).fontSize(10).text(label, left, y, { width: width - priceWidth - 10 });
    const after = doc.y;
    doc.text(amount, left + width - priceWidth, y, { width: priceWidth, align: "right" });
    doc.x = left;
    doc.y = Math.max(after, doc.y);
  };

  doc.font("bold").fontSize(16).text(seller.name);
  doc.font("text").fontSize(9).fillColor("#444444").text([seller.detail, seller.email].filter(Boolean).join(" · ")).fillColor("#000000");
  doc.moveDown(1.2);
  doc.font("bold").fontSize(14).text(title);
  doc.font("text").fontSize(10);
  doc.text(`${translate(lang, "orders.receiptDate")}: ${formatDate(order.paidAt ?? order.createdAt)}`);
  doc.text(`${translate(lang, "orders.status")}: ${statusLabel(lang, order.status)}`);
  doc.moveDown();

  for (const row of order.rows) {
    const name = [row.name, row.variantName].filter(Boolean).join(", ");
    amountLine(`${row.amount} × ${name}`, euros(row.totalCents));
  }
  doc.moveTo(left, doc.y + 4).lineTo(left + width, doc.y + 4).strokeColor("#999999").stroke();
  doc.moveDown(0.6);
  if (order.discountCents > 0) amountLine(discountLabel(order, lang), `−${euros(order.discountCents)}`);
  if (order.deliveryMethod) amountLine(order.deliveryMethod.name, euros(order.deliveryCents));
  if (order.repack) amountLine(translate(lang, "checkout.repackLine"), euros(order.repackCents));
  amountLine(translate(lang, "checkout.totalLine"), euros(order.totalCents), "bold");
  for (const card of order.giftCardPayments) amountLine(translate(lang, "checkout.giftCardPaymentLine", { code: maskCode(card.code) }), `−${euros(card.amountCents)}`);
  if (order.paymentMethod) amountLine(order.paymentMethod.name, euros(order.dueCents));
  doc.moveDown(0.4);
  doc.font("text").fontSize(9).fillColor("#444444").text(translate(lang, "orders.vatIncluded")).fillColor("#000000");
  doc.moveDown();

  doc.font("bold").fontSize(10).text(translate(lang, "orders.mailDeliveryTo"));
  doc.font("text");
  if (order.deliveryLocation) doc.text(order.deliveryLocation.name).text(order.deliveryLocation.address);
  else doc.text(`${order.firstName} ${order.lastName}`).text(order.address).text(`${order.postalCode} ${order.city}`);
  if (order.specialRequest) {
    doc.moveDown(0.6);
    doc.font("bold").text(translate(lang, "orders.specialRequest"));
    doc.font("text").text(order.specialRequest);
  }
  doc.end();
  return done;
}
