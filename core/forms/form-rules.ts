import { addressProblem } from "#core/mail/mailer.ts";

/**
 * The shop's contact forms: the question to customer service (/ask/), the company sales enquiry
 * (/corporate-info-form/) and the two newsletters' sign-up (/corporate-newsletter/, /forest-newsletter/).
 *
 * - Ask: name, e-mail address, a topic from the list and the message (10 to 4000 characters) are required; a
 *   phone and an order number (a letter and digits, as printed) are optional; pictures are optional.
 * - Company enquiry: the company's name, a contact person, an e-mail address and the message are required; the
 *   business ID (Finnish Y-tunnus, 1234567-8, its check digit checked) and a phone are optional.
 * - Newsletter: an e-mail address and the consent's tick are required; a name is optional, and the corporate
 *   newsletter asks the company too.
 */

export const CONTACT_TOPICS = ["order", "delivery", "return", "product", "store", "club", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const NEWSLETTER_LISTS = ["corporate", "forest"] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 4000;

export type FormProblemCode = "required" | "invalid" | "tooLong" | "tooShort";

export interface AskInput {
  name: string;
  email: string;
  phone: string;
  topic: string;
  orderNumber: string;
  message: string;
}

export interface CorporateInput {
  company: string;
  businessId: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface NewsletterInput {
  email: string;
  name: string;
  company: string;
  consent: boolean;
}

/** The longest each field may be; longer is refused, never cut. */
export const FIELD_MAX = { name: 100, email: 254, phone: 30, topic: 20, orderNumber: 20, company: 120, businessId: 12, message: MESSAGE_MAX } as const;

type Problems<F extends string> = Partial<Record<F, FormProblemCode>>;

function checker<F extends string>(input: Record<F, string>) {
  const problems: Problems<F> = {};
  const value = (field: F) => input[field].trim();
  return {
    problems,
    value,
    length(field: F, max: number) {
      if (value(field).length > max) problems[field] = "tooLong";
    },
    required(field: F) {
      if (!problems[field] && value(field) === "") problems[field] = "required";
    },
    email(field: F) {
      if (!problems[field] && value(field) !== "" && addressProblem(value(field)) !== null) problems[field] = "invalid";
    },
    phone(field: F) {
      if (!problems[field] && value(field) !== "" && !/^\+?[\d\s()-]{5,}$/.test(value(field))) problems[field] = "invalid";
    },
    message(field: F) {
      if (!problems[field] && value(field) !== "" && value(field).length < MESSAGE_MIN) problems[field] = "tooShort";
    },
  };
}

export function askProblems(input: AskInput): Problems<keyof AskInput> {
  const check = checker<keyof AskInput>({ ...input });
  for (const field of ["name", "email", "phone", "topic", "orderNumber", "message"] as const) check.length(field, FIELD_MAX[field]);
  check.required("name");
  check.required("email");
  check.email("email");
  check.phone("phone");
  check.required("topic");
  if (!check.problems.topic && !(CONTACT_TOPICS as readonly string[]).includes(check.value("topic"))) check.problems.topic = "invalid";
  if (!check.problems.orderNumber && check.value("orderNumber") !== "" && !/^[A-Za-z]\d{1,12}$/.test(check.value("orderNumber").replace(/\s+/g, ""))) {
    check.problems.orderNumber = "invalid";
  }
  check.required("message");
  check.message("message");
  return check.problems;
}

export function corporateProblems(input: CorporateInput): Problems<keyof CorporateInput> {
  const check = checker<keyof CorporateInput>({ ...input });
  for (const field of ["company", "businessId", "name", "email", "phone", "message"] as const) check.length(field, FIELD_MAX[field]);
  check.required("company");
  check.required("name");
  check.required("email");
  check.email("email");
  check.phone("phone");
  if (!check.problems.businessId && check.value("businessId") !== "" && !isBusinessId(check.value("businessId"))) check.problems.businessId = "invalid";
  check.required("message");
  check.message("message");
  return check.problems;
}

export function newsletterProblems(list: NewsletterList, input: NewsletterInput): Problems<"email" | "name" | "company" | "consent"> {
  const check = checker<"email" | "name" | "company">({ email: input.email, name: input.name, company: input.company });
  check.length("email", FIELD_MAX.email);
  check.length("name", FIELD_MAX.name);
  check.length("company", FIELD_MAX.company);
  check.required("email");
  check.email("email");
  if (list === "corporate") check.required("company");
  const problems: Problems<"email" | "name" | "company" | "consent"> = check.problems;
  if (!input.consent) problems.consent = "required";
  return problems;
}

/**
 * A Finnish business ID (Y-tunnus): seven digits, a dash and a check digit. The check digit is 11 minus the
 * remainder of the digits weighted 7, 9, 10, 5, 8, 4, 2 divided by 11 (0 when the remainder is 0); a
 * remainder of 1 is never given out.
 */
export function isBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value.trim());
  if (!match) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...match[1]!].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  return Number(match[2]) === (remainder === 0 ? 0 : 11 - remainder);
}

/**
 * A form filled by a program rather than a person: the field hidden from people (the honeypot) has a value.
 * Such a post is answered as a success and nothing is kept or sent.
 */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}
