import { randomBytes } from "node:crypto";
import type { Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { sha256Hex } from "../accounts/session-token.server.ts";
import { casePictureLimitProblem, type CasePictureProblem } from "../after-sales/case-pictures.ts";
import { DomainError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { CleanImage, ImageCleaner, UploadedImage } from "../reviews/review-images.ts";
import {
  askProblems,
  corporateProblems,
  isHoneypotFilled,
  newsletterProblems,
  type AskInput,
  type CorporateInput,
  type FormProblemCode,
  type NewsletterInput,
  type NewsletterList,
} from "./form-rules.ts";

/**
 * The contact forms and the newsletters (form-rules.ts has the fields' rules).
 *
 * - A question or a company enquiry is mailed to customer service first; only when that mail is on its way is
 *   the message kept and the sender sent a confirmation. When the shop cannot send it, the sender is told so
 *   and nothing is kept, so that trying again does not make a second copy.
 * - Pictures with a question: the complaint's limits and cleaning; customer service opens them signed in as
 *   staff.
 * - A newsletter takes an address only when its owner confirms from the mailed link within seven days (double
 *   opt-in). The page says the same whether the address was new, waiting or already on the list, so it tells
 *   nobody who is subscribed. Every mail carries the unsubscribe link.
 * - Against programs: a field people do not see (the honeypot; a filled one is answered as a success and
 *   nothing happens), at most ten posts an hour per client address, and at most three confirmation mails an
 *   hour to one address.
 */

export const FORM_LIMITS = { perAddressHour: 10, mailsPerRecipientHour: 3 } as const;
export const CONFIRM_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;

export interface NewContactMessage {
  kind: "ask" | "corporate";
  lang: Lang;
  name: string;
  email: string;
  phone: string;
  topic: string;
  orderNumber: string;
  company: string;
  businessId: string;
  message: string;
  attachments: Array<CleanImage & { token: string; uploadedBytes: number }>;
  at: Date;
}

export interface SubscriptionState {
  /** What the address was before this sign-up. */
  before: "new" | "pending" | "confirmed" | "unsubscribed";
  unsubscribeToken: string;
}

export interface FormsRepository {
  saveMessage(message: NewContactMessage): Promise<void>;
  /**
   * Records a sign-up's consent: a new or unsubscribed address (and one still waiting) waits for the new
   * confirmation token; a confirmed one stays confirmed, its consent unchanged.
   */
  signUp(input: { list: NewsletterList; email: string; lang: Lang; name: string; company: string; consentText: string; tokenHash: string; confirmBy: Date; at: Date }): Promise<SubscriptionState>;
  /** Confirms the waiting subscription of the token; null for an unknown, used or expired one. */
  confirm(tokenHash: string, at: Date): Promise<{ list: NewsletterList; email: string; lang: Lang; unsubscribeToken: string } | null>;
  /** The subscription of an unsubscribe token, and takes the address off when `at` is given. */
  unsubscribe(token: string, at: Date | null): Promise<{ list: NewsletterList; email: string; status: string } | null>;
  attachment(token: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

export type FormResult<F extends string> = { ok: true } | { ok: false; problems: Partial<Record<F, FormProblemCode>>; pictures: CasePictureProblem | null };

export interface FormsService {
  ask(input: { form: AskInput; pictures: UploadedImage[]; honeypot: string; lang: Lang; clientAddress: string }): Promise<FormResult<keyof AskInput>>;
  corporate(input: { form: CorporateInput; honeypot: string; lang: Lang; clientAddress: string }): Promise<FormResult<keyof CorporateInput>>;
  subscribe(input: { list: NewsletterList; form: NewsletterInput; honeypot: string; lang: Lang; clientAddress: string }): Promise<FormResult<keyof NewsletterInput>>;
  confirm(token: string): Promise<{ list: NewsletterList } | null>;
  /** The list and address of an unsubscribe link (to ask "take this address off?"), null for an unknown link. */
  subscription(token: string): Promise<{ list: NewsletterList; email: string; subscribed: boolean } | null>;
  unsubscribe(token: string): Promise<{ list: NewsletterList } | null>;
  /** A question's picture, for staff only (the edge checks the role). */
  attachment(token: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

export interface FormsServiceDeps {
  repository: FormsRepository;
  mailer: Mailer;
  /** Customer service's address: questions and company enquiries go there. */
  customerServiceEmail: string;
  images?: ImageCleaner;
  hitRateLimit: (key: string, windowMs: number) => Promise<{ count: number }>;
  /** Full addresses in `lang`: the confirmation page of a list with its token, the unsubscribe page, a picture for staff. */
  links: {
    confirm: (lang: Lang, list: NewsletterList, token: string) => string;
    unsubscribe: (lang: Lang, token: string) => string;
    attachment: (token: string) => string;
  };
  log?: (line: Record<string, unknown>) => void;
  now?: () => Date;
}

const LIST_NAME: Record<NewsletterList, MessageKey> = { corporate: "forms.list.corporate", forest: "forms.list.forest" };

/** The words of the consent the sign-up form shows, kept with each sign-up as the proof of what was agreed. */
export function consentText(list: NewsletterList, lang: Lang): string {
  return translate(lang, list === "corporate" ? "forms.consent.corporate" : "forms.consent.forest");
}

export function createFormsService(deps: FormsServiceDeps): FormsService {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => undefined);

  async function limitAddress(clientAddress: string): Promise<void> {
    const { count } = await deps.hitRateLimit(`contact-form|${sha256Hex(clientAddress)}`, HOUR_MS);
    if (count > FORM_LIMITS.perAddressHour) throw new DomainError("RATE_LIMITED", "Too many messages from this address: try again later.");
  }

  /** Mails customer service; a failure becomes UNAVAILABLE, which the page answers with "sending failed". */
  async function toCustomerService(subject: string, text: string, replyTo: string): Promise<void> {
    try {
      await deps.mailer.send({ to: deps.customerServiceEmail, subject, text: `${text}\n\nReply to: ${replyTo}`, lang: "fi", tag: "contact-form" });
    } catch (error) {
      log({ level: 50, msg: "contact form not sent", err: error instanceof Error ? error.message : String(error) });
      throw new DomainError("UNAVAILABLE", "The message could not be sent.", { cause: error });
    }
  }

  /** The sender's copy: its failure is logged only, the message having reached customer service. */
  async function confirmToSender(lang: Lang, to: string, subjectKey: MessageKey, message: string): Promise<void> {
    try {
      await deps.mailer.send({
        to,
        lang,
        tag: "contact-form-copy",
        subject: translate(lang, subjectKey),
        text: `${translate(lang, "forms.copyIntro")}\n\n${message}`,
      });
    } catch (error) {
      log({ level: 40, msg: "contact form copy not sent", err: error instanceof Error ? error.message : String(error) });
    }
  }

  async function cleanPictures(pictures: readonly UploadedImage[]): Promise<NewContactMessage["attachments"] | CasePictureProblem> {
    const limit = casePictureLimitProblem(pictures.map((picture) => ({ name: picture.name, size: picture.bytes.byteLength })));
    if (limit) return limit;
    const cleaned: NewContactMessage["attachments"] = [];
    for (const picture of pictures) {
      const clean = deps.images ? await deps.images.clean(picture.bytes) : null;
      if (clean === null || clean === "busy") return { code: "uploadFailed" };
      cleaned.push({ ...clean, token: randomBytes(16).toString("base64url"), uploadedBytes: picture.bytes.byteLength });
    }
    return cleaned;
  }

  const line = (label: string, value: string) => (value.trim() === "" ? [] : [`${label}: ${value.trim()}`]);

  return {
    async ask({ form, pictures, honeypot, lang, clientAddress }) {
      await limitAddress(clientAddress);
      if (isHoneypotFilled(honeypot)) return { ok: true };
      const problems = askProblems(form);
      const limit = casePictureLimitProblem(pictures.map((picture) => ({ name: picture.name, size: picture.bytes.byteLength })));
      if (Object.keys(problems).length > 0 || limit) return { ok: false, problems, pictures: limit };
      const attachments = await cleanPictures(pictures);
      if (!Array.isArray(attachments)) return { ok: false, problems, pictures: attachments };
      const message = form.message.replace(/\r\n?/g, "\n").trim();
      const topic = translate("fi", `forms.topic.${form.topic.trim()}` as MessageKey);
      await toCustomerService(
        `Kysymys (${topic}): ${form.name.trim()}`,
        [
          ...line("Nimi", form.name),
          ...line("Sähköposti", form.email),
          ...line("Puhelin", form.phone),
          ...line("Aihe", topic),
          ...line("Tilausnumero", form.orderNumber.replace(/\s+/g, "").toUpperCase()),
          ...line("Kieli", lang),
          "",
          message,
          ...(attachments.length > 0 ? ["", "Kuvat (henkilökunnalle):", ...attachments.map((picture) => deps.links.attachment(picture.token))] : []),
        ].join("\n"),
        form.email.trim(),
      );
      await deps.repository.saveMessage({
        kind: "ask",
        lang,
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        topic: form.topic.trim(),
        orderNumber: form.orderNumber.replace(/\s+/g, "").toUpperCase(),
        company: "",
        businessId: "",
        message,
        attachments,
        at: now(),
      });
      await confirmToSender(lang, form.email.trim(), "forms.askCopySubject", message);
      return { ok: true };
    },

    async corporate({ form, honeypot, lang, clientAddress }) {
      await limitAddress(clientAddress);
      if (isHoneypotFilled(honeypot)) return { ok: true };
      const problems = corporateProblems(form);
      if (Object.keys(problems).length > 0) return { ok: false, problems, pictures: null };
      const message = form.message.replace(/\r\n?/g, "\n").trim();
      await toCustomerService(
        `Yritysmyynti: ${form.company.trim()}`,
        [
          ...line("Yritys", form.company),
          ...line("Y-tunnus", form.businessId),
          ...line("Yhteyshenkilö", form.name),
          ...line("Sähköposti", form.email),
          ...line("Puhelin", form.phone),
          ...line("Kieli", lang),
          "",
          message,
        ].join("\n"),
        form.email.trim(),
      );
      await deps.repository.saveMessage({
        kind: "corporate",
        lang,
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        topic: "",
        orderNumber: "",
        company: form.company.trim(),
        businessId: form.businessId.trim(),
        message,
        attachments: [],
        at: now(),
      });
      await confirmToSender(lang, form.email.trim(), "forms.corporateCopySubject", message);
      return { ok: true };
    },

    async subscribe({ list, form, honeypot, lang, clientAddress }) {
      await limitAddress(clientAddress);
      if (isHoneypotFilled(honeypot)) return { ok: true };
      const problems = newsletterProblems(list, form);
      if (Object.keys(problems).length > 0) return { ok: false, problems, pictures: null };
      const email = form.email.trim().toLowerCase();
      // Each address gets a few mails an hour whoever asks, so the form cannot be used to flood a mailbox.
      const { count } = await deps.hitRateLimit(`newsletter-mail|${sha256Hex(email)}`, HOUR_MS);
      if (count > FORM_LIMITS.mailsPerRecipientHour) return { ok: true };
      const at = now();
      const token = randomBytes(24).toString("base64url");
      const state = await deps.repository.signUp({
        list,
        email,
        lang,
        name: form.name.trim(),
        company: form.company.trim(),
        consentText: consentText(list, lang),
        tokenHash: sha256Hex(token),
        confirmBy: new Date(at.getTime() + CONFIRM_DAYS * 24 * HOUR_MS),
        at,
      });
      const listName = translate(lang, LIST_NAME[list]);
      const unsubscribeUrl = deps.links.unsubscribe(lang, state.unsubscribeToken);
      const text =
        state.before === "confirmed"
          ? translate(lang, "forms.mailAlready", { list: listName })
          : translate(lang, "forms.mailConfirm", { list: listName, url: deps.links.confirm(lang, list, token), days: CONFIRM_DAYS });
      await deps.mailer.send({
        to: email,
        lang,
        tag: "newsletter-confirm",
        subject: translate(lang, state.before === "confirmed" ? "forms.mailAlreadySubject" : "forms.mailConfirmSubject", { list: listName }),
        text: `${text}\n\n${translate(lang, "forms.mailUnsubscribe", { url: unsubscribeUrl })}`,
        unsubscribeUrl,
      });
      return { ok: true };
    },

    async confirm(token) {
      if (!/^[\w-]{20,64}$/.test(token)) return null;
      const confirmed = await deps.repository.confirm(sha256Hex(token), now());
      if (!confirmed) return null;
      const listName = translate(confirmed.lang, LIST_NAME[confirmed.list]);
      const unsubscribeUrl = deps.links.unsubscribe(confirmed.lang, confirmed.unsubscribeToken);
      try {
        await deps.mailer.send({
          to: confirmed.email,
          lang: confirmed.lang,
          tag: "newsletter-welcome",
          subject: translate(confirmed.lang, "forms.mailWelcomeSubject", { list: listName }),
          text: `${translate(confirmed.lang, "forms.mailWelcome", { list: listName })}\n\n${translate(confirmed.lang, "forms.mailUnsubscribe", { url: unsubscribeUrl })}`,
          unsubscribeUrl,
        });
      } catch (error) {
        log({ level: 40, msg: "newsletter welcome not sent", err: error instanceof Error ? error.message : String(error) });
      }
      return { list: confirmed.list };
    },

    async subscription(token) {
      if (!/^[0-9a-f]{32}$/.test(token)) return null;
      const found = await deps.repository.unsubscribe(token, null);
      return found ? { list: found.list, email: found.email, subscribed: found.status !== "unsubscribed" } : null;
    },

    async unsubscribe(token) {
      if (!/^[0-9a-f]{32}$/.test(token)) return null;
      const found = await deps.repository.unsubscribe(token, now());
      return found ? { list: found.list } : null;
    },

    attachment: (token) => (/^[\w-]{22}$/.test(token) ? deps.repository.attachment(token) : Promise.resolve(null)),
  };
}
