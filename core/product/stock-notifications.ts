import { badInput } from "#core/errors.ts";
import { addressProblem, normalizeAddress, type Mailer } from "#core/mail/mailer.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { isOrderable, type StockFacts } from "./orderable.ts";

/** Requests mailed per run of the job; the rest wait for the next run. */
export const NOTIFY_BATCH = 200;

/** A pending request whose variant can be ordered again, with what its mail says. */
export type DueNotification = {
  id: number;
  email: string;
  lang: Lang;
  productName: string;
  /** Colour, size and type of the variant, e.g. "Musta, M". */
  variantName: string;
  /** The product page path in the request's language, with the variant's colour and size in the query. */
  path: string;
};

export interface StockNotificationRepository {
  /** The stock facts of an active variant of a public model; null when there is none with this id. */
  variantStock(variantId: number): Promise<StockFacts | null>;
  /** Stores the request; a pending request for the same variant and address is kept as it is. */
  addRequest(request: { variantId: number; email: string; lang: Lang }): Promise<void>;
  /** Pending requests whose variant is buyable online again (`isOrderable`), oldest first. */
  dueRequests(limit: number): Promise<DueNotification[]>;
  markNotified(ids: readonly number[]): Promise<void>;
}

export interface StockNotificationService {
  /**
   * POST /api/product_availability_email_notify/: checks and stores one request. Bad input throws
   * BAD_INPUT naming the field (`email`, `product_id`) with a message in `lang` for the form; a variant
   * that can be bought online now is refused on `product_id` too: the notice would have nothing to tell.
   */
  request(input: { email: string; productId: number; lang: Lang }): Promise<void>;
  /** Mails every due request once (the stock-notification job); answers how many were sent. */
  sendDue(): Promise<number>;
}

export function createStockNotificationService(deps: {
  repository: StockNotificationRepository;
  mailer: Mailer;
  /** The storefront origin of a language, for the link in the mail. */
  originOf: (lang: Lang) => string;
}): StockNotificationService {
  const { repository, mailer } = deps;
  return {
    async request({ email, productId, lang }) {
      if (email.trim() === "") throw badInput("email", translate(lang, "product.notifyEmailRequired"));
      if (addressProblem(email) !== null) throw badInput("email", translate(lang, "product.notifyEmailInvalid"));
      const stock = await repository.variantStock(productId);
      if (!stock) throw badInput("product_id", translate(lang, "product.notifyUnknownProduct"));
      if (isOrderable(stock)) throw badInput("product_id", translate(lang, "product.notifyInStock"));
      await repository.addRequest({ variantId: productId, email: normalizeAddress(email, "email"), lang });
    },

    async sendDue() {
      const due = await repository.dueRequests(NOTIFY_BATCH);
      const sent: number[] = [];
      try {
        for (const notice of due) {
          const product = notice.productName;
          await mailer.send({
            to: notice.email,
            lang: notice.lang,
            tag: "back-in-stock",
            subject: translate(notice.lang, "product.backInStockSubject", { product }),
            text: translate(notice.lang, "product.backInStockBody", {
              product,
              variant: notice.variantName,
              url: `${deps.originOf(notice.lang)}${notice.path}`,
            }),
          });
          sent.push(notice.id);
        }
      } finally {
        // What went out is marked even when a later mail failed: nobody gets the same news twice.
        if (sent.length > 0) await repository.markNotified(sent);
      }
      return sent.length;
    },
  };
}
