import { loggedError } from "../text/log-safe.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

/**
 * The review reminder: some time after a web order has been
 * dispatched, its customer is asked to review what they bought and has not reviewed yet. One mail per order
 * at most, claimed before sending; never to a customer who turned reminders off. Every mail carries the
 * signed stop link, also as the one-click unsubscribe header.
 */

/** Days after the order before asking: the gear has arrived and been tried. */
export const REVIEW_REMINDER_AFTER_DAYS = 14;
/** Orders older than this are not asked about any more (a reminder months later would only annoy). */
export const REVIEW_REMINDER_WINDOW_DAYS = 60;
/** Mails per run: a backlog is worked through run by run. */
export const REVIEW_REMINDER_BATCH = 50;

export interface DueReminder {
  orderNumber: string;
  email: string;
  firstName: string;
  lang: Lang;
  /** The order's products the customer has not reviewed yet; none means nothing to ask. */
  products: Array<{ modelId: number; name: string }>;
}

export interface ReviewReminderRepository {
  /** Marks up to `limit` due orders as reminded and answers them (dispatched, old enough, customer allows reminders). */
  claimDue(input: { now: Date; afterDays: number; windowDays: number; limit: number }): Promise<DueReminder[]>;
}

export interface ReviewReminderService {
  /** Sends the due reminders; answers how many mails went out. */
  sendDue(now?: Date): Promise<number>;
}

export function reminderMail(reminder: DueReminder, links: { origin: string; stop: string }): { subject: string; text: string } {
  const { lang } = reminder;
  const lines = reminder.products.map((product) => `${product.name}: ${links.origin}${pathFor("reviews.write", lang, { model: String(product.modelId) })}`);
  return {
    subject: translate(lang, "reviewWriting.reminderSubject"),
    text: translate(lang, "reviewWriting.reminderBody", { name: reminder.firstName, number: reminder.orderNumber, links: lines.join("\n"), stop: links.stop }),
  };
}

export function createReviewReminderService(deps: {
  repository: ReviewReminderRepository;
  mailer: Mailer;
  originOf: (lang: Lang) => string;
  stopLink: (email: string, lang: Lang, origin: string) => Promise<string>;
  log?: (line: Record<string, unknown>) => void;
}): ReviewReminderService {
  return {
    async sendDue(now = new Date()) {
      const due = await deps.repository.claimDue({ now, afterDays: REVIEW_REMINDER_AFTER_DAYS, windowDays: REVIEW_REMINDER_WINDOW_DAYS, limit: REVIEW_REMINDER_BATCH });
      let sent = 0;
      for (const reminder of due) {
        if (reminder.products.length === 0) continue;
        const origin = deps.originOf(reminder.lang);
        try {
          const stop = await deps.stopLink(reminder.email, reminder.lang, origin);
          await deps.mailer.send({ to: reminder.email, lang: reminder.lang, tag: "review-reminder", unsubscribeUrl: stop, ...reminderMail(reminder, { origin, stop }) });
          sent++;
        } catch (error) {
          // Claimed already: a failed reminder is not sent again (a reminder is worth less than a duplicate annoys).
          deps.log?.({ level: 40, msg: "review reminder not sent", order: reminder.orderNumber, err: loggedError(error).message });
        }
      }
      return sent;
    },
  };
}
