/** Discount codes, gift cards and payment methods of the demo shop (docs/behaviour.md, "Cart and checkout"). */
import { LANGUAGES } from "../../i18n/languages.ts";
import type { Db } from "../client.server.ts";
import * as s from "../schema/index.ts";
import type { L } from "./text.ts";

type CodeSeed = typeof s.discountCodes.$inferInsert;

/** Codes a demo shopper can try; their rules are in docs/behaviour.md. */
export const DEMO_DISCOUNT_CODES: CodeSeed[] = [
  { code: "TALVI15", kind: "percent", value: 1500, minimumCents: 5000 },
  { code: "KIITOS10", kind: "amount", value: 1000, minimumCents: 8000 },
  { code: "KESA2025", kind: "percent", value: 2000, validFrom: new Date("2025-06-01T00:00:00+03:00"), validUntil: new Date("2025-09-01T00:00:00+03:00") },
  { code: "TULOSSA", kind: "percent", value: 1000, validFrom: new Date("2030-01-01T00:00:00+02:00") },
  { code: "LOPPUUNKAYTETTY", kind: "amount", value: 500, usesLeft: 0 },
];

/** Gift cards that pay; each shopper of the demo may use them (the balance is taken only by placed orders). */
export const DEMO_GIFT_CARDS: Array<typeof s.giftCardAccounts.$inferInsert> = [
  { code: "LAHJA-100-DEMO", initialCents: 10000, balanceCents: 10000 },
  { code: "LAHJA-25-DEMO", initialCents: 5000, balanceCents: 2500 },
  { code: "LAHJA-TYHJA", initialCents: 5000, balanceCents: 0 },
  { code: "LAHJA-VANHA", initialCents: 5000, balanceCents: 5000, validUntil: new Date("2025-12-31T00:00:00+02:00") },
];

interface PaymentSeed {
  slug: string;
  /** The test provider when not named. */
  provider?: string;
  names: L;
  countries?: string[];
  minCents?: number;
  maxCents?: number;
}

/** Served by the built-in test provider until a real one is configured. */
const PAYMENT_METHODS: PaymentSeed[] = [
  { slug: "card", names: { en: "Card payment", fi: "Korttimaksu", sv: "Kortbetalning", de: "Kartenzahlung", fr: "Paiement par carte", ru: "Оплата картой" } },
  {
    slug: "online-bank",
    names: { en: "Online bank", fi: "Verkkopankki", sv: "Nätbank", de: "Online-Banking", fr: "Banque en ligne", ru: "Интернет-банк" },
    countries: ["fi"],
  },
  {
    slug: "invoice",
    names: { en: "Invoice (14 days)", fi: "Lasku (14 päivää)", sv: "Faktura (14 dagar)", de: "Rechnung (14 Tage)", fr: "Facture (14 jours)", ru: "Счёт (14 дней)" },
    countries: ["fi", "se"],
    minCents: 3000,
    maxCents: 300000,
  },
  // Offered only where PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set (core/payments/paypal-provider.ts).
  { slug: "paypal", provider: "paypal", names: { en: "PayPal", fi: "PayPal", sv: "PayPal", de: "PayPal", fr: "PayPal", ru: "PayPal" } },
  // Klarna's checkout on the payment step, where KLARNA_USERNAME and KLARNA_PASSWORD are set (core/payments/klarna-checkout.ts).
  { slug: "klarna", provider: "klarna", names: { en: "Klarna", fi: "Klarna", sv: "Klarna", de: "Klarna", fr: "Klarna", ru: "Klarna" }, countries: ["fi", "de", "at", "nl"] },
];

export async function insertCheckoutData(tx: Db): Promise<void> {
  await tx.insert(s.discountCodes).values(DEMO_DISCOUNT_CODES);
  await tx.insert(s.giftCardAccounts).values(DEMO_GIFT_CARDS);
  await tx.insert(s.paymentMethods).values(
    PAYMENT_METHODS.map((method, index) => ({
      slug: method.slug,
      provider: method.provider ?? "test",
      countries: method.countries ?? [],
      minCents: method.minCents ?? 1,
      maxCents: method.maxCents ?? null,
      sortOrder: index,
    })),
  );
  await tx
    .insert(s.paymentMethodTranslations)
    .values(PAYMENT_METHODS.flatMap((method) => LANGUAGES.map((lang) => ({ methodSlug: method.slug, lang, name: method.names[lang] }))));
}
