import type { Lang } from "#i18n/languages.ts";
import type { CheckedRow, RequestedRow } from "./cart-rows.ts";
import type { ExpressReady } from "./express-pickup.ts";
import type { PricedCart } from "./price-cart.ts";

/**
 * The checkout service's request and result (./checkout-service.ts), apart from the service so that the
 * modules the service uses (./cart-request.ts, ./checkout-answer.ts) and the embedded checkout
 * (core/payments/klarna-checkout.ts) can name them without importing the service.
 */

export interface PaymentMethod {
  slug: string;
  name: string;
  /** Provider behind it (the built-in test provider until others are configured). */
  provider: string;
  countries: readonly string[];
  minCents: number;
  maxCents: number | null;
  /** Offered to admins only (set in the validation's answer). */
  adminOnly?: boolean;
}

export interface GiftCardProductRequest {
  uid: string;
  productId: string;
  /** Whole euros (sold from 10 to 10000 in steps of 10). */
  amount: number;
  name: string;
  extra_data: Record<string, string> | null;
}

export interface CheckoutRequest {
  lang: Lang;
  countryCode: string;
  /** The signed-in shopper is a club member: a row with a lower club price is sold at it. Set by the server, never the body. */
  clubMember?: boolean;
  /** The signed-in shopper is an admin, who also gets the admin-only payment methods. Set by the server, never the body. */
  isAdmin?: boolean;
  products: RequestedRow[];
  giftCardProducts: GiftCardProductRequest[];
  /** Discount codes and gift card codes, as typed into the one code field. */
  codes: string[];
  repack: boolean;
  pikanouto: boolean;
  partDelivery: boolean;
  /** A gift campaign's code redeemed for the cart's one product. */
  giftCampaign?: { code: string; campaign: string } | null;
  /** The delivery method chosen on the payment step, if any. */
  deliveryMethod: string | null;
  /** For the limit on guessed codes. */
  clientAddress: string;
}

export interface CheckoutResult {
  request: CheckoutRequest;
  rows: CheckedRow[];
  /** isGiftCard: the id names a gift card the shop sells; counts: it does, at an amount it sells. */
  giftCardRows: Array<{ request: GiftCardProductRequest; isGiftCard: boolean; counts: boolean }>;
  priced: PricedCart;
  paymentMethods: PaymentMethod[];
  /** The slowest counted row's shipping range ('1-2'), or null. */
  shippingTime: string | null;
  /** Express pickup: the stores holding the whole order (none: not offered), whether it is chosen, when ready. */
  express: { stores: Array<{ id: number; name: string }>; selected: boolean; ready: ExpressReady | null };
  /**
   * Part delivery: offered when the cart mixes products on the shelf with ones that come later (never with
   * express pickup); `parts` their shipping ranges ('1-2', '10-14'); `extraCents` what the second parcel
   * adds to the delivery (0 when the shop pays it).
   */
  partDelivery: { offered: boolean; selected: boolean; parts: { first: string; rest: string } | null; charged: boolean; extraCents: number };
  customsAcknowledgement: boolean;
  /** The gift campaign code that pays the cart's one product (and its delivery); null when none applies. */
  giftCampaign: { code: string; campaign: string } | null;
  /** Every problem, in the shopper's language, in the order of the cart. */
  errors: string[];
  /** The codes no change of the cart can make usable (discount-codes.ts dropsCode), with their message of `errors`. */
  invalidCodes: Array<{ code: string; message: string }>;
}

/** The payment step's embedded checkout (Klarna's) as a validation found it. */
export interface EmbeddedCheckout {
  /** show_klarna: the cart can be paid with it. */
  show: boolean;
  kgcoId: string | null;
  /** The checkout snippet, when the shopper chose it and the cart is ready for it. */
  snippet: string | null;
  /** READ_ONLY_ORDER: the checkout of kgcoId was completed; the browser goes to its confirmation. */
  reason: string | null;
}

/** What the embedded checkout is opened or updated with: the cart as priced and the payment step's choices. */
export interface EmbeddedCheckoutRequest {
  result: CheckoutResult;
  /** The payment step asked for the embedded checkout (payment_method). */
  wanted: string | null;
  deliveryLocation: string | null;
  specialRequest: string;
  customerId: number | null;
  /** klarna_global_checkout_id as the browser kept it. */
  klarnaOrderId: string | null;
  origin: string;
  paths: { terms: string; checkout: string; confirmation: string };
}
