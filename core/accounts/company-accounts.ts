import { DomainError, badInput } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { singleSpaced } from "#core/text/single-spaced.ts";

/**
 * Company accounts. A signed-in customer sends the company's name and VAT number; the account becomes
 * an organisation user only when a member of staff has confirmed the company. Several people may buy for one company.
 */

export const MAX_COMPANY_NAME = 120;

export type CompanyField = "companyName" | "vatNumber";
export type CompanyStatus = "pending" | "verified" | "rejected";

export interface CompanyInput {
  companyName: string;
  vatNumber: string;
}

export interface CompanyAccount {
  companyName: string;
  vatNumber: string;
  status: CompanyStatus;
  appliedAt: string;
}

export interface PendingCompany extends CompanyAccount {
  customerId: number;
  email: string;
  name: string;
}

// EU VAT numbers: the member state's prefix (Greece EL, Northern Ireland XI) and 2-13 digits or letters.
const EU_VAT = /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{2,13}$/;

/** Whether a Finnish business ID's seven digits give its check digit (weights 7, 9, 10, 5, 8, 4, 2; modulus 11). */
export function finnishBusinessIdValid(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const remainder = weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11;
  if (remainder === 1) return false;
  return Number(digits[7]) === (remainder === 0 ? 0 : 11 - remainder);
}

/**
 * The VAT number as stored (`FI12345678`), from what was typed: spaces, dots and hyphens are dropped and
 * a Finnish business ID (`1234567-8`) becomes its VAT number. Null when it cannot be one.
 */
export function normaliseVatNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s.-]/g, "");
  const vat = /^\d{8}$/.test(compact) ? `FI${compact}` : compact;
  if (!EU_VAT.test(vat)) return null;
  if (vat.startsWith("FI") && !finnishBusinessIdValid(vat.slice(2))) return null;
  return vat;
}

export function companyProblems(input: CompanyInput, lang: Lang): Partial<Record<CompanyField, string>> {
  const problems: Partial<Record<CompanyField, string>> = {};
  const name = input.companyName.trim();
  if (name === "") problems.companyName = translate(lang, "company.nameRequired");
  else if (name.length > MAX_COMPANY_NAME) problems.companyName = translate(lang, "accounts.nameTooLong", { max: MAX_COMPANY_NAME });
  if (normaliseVatNumber(input.vatNumber) === null) problems.vatNumber = translate(lang, "company.vatInvalid");
  return problems;
}

export interface CompanyAccountRepository {
  ofCustomer(customerId: number): Promise<CompanyAccount | null>;
  /** Stores the details waiting for verification (again after a rejection); false once confirmed. */
  apply(customerId: number, input: { companyName: string; vatNumber: string }, now: Date): Promise<boolean>;
  pending(limit: number): Promise<PendingCompany[]>;
  /** Sets the decision and the customer's organisation-user flag; false when nothing waited. */
  decide(customerId: number, verified: boolean, staffId: number, now: Date): Promise<boolean>;
}

export interface CompanyAccountService {
  ofCustomer(customerId: number): Promise<CompanyAccount | null>;
  /** BAD_INPUT on the first wrong field; CONFLICT once the company is confirmed. */
  apply(customerId: number, input: CompanyInput, lang: Lang): Promise<void>;
  /** Staff only: FORBIDDEN for anybody else. */
  pending(viewer: { isStaff: boolean } | null): Promise<PendingCompany[]>;
  decide(viewer: { id: number; isStaff: boolean } | null, customerId: number, verified: boolean): Promise<boolean>;
}

export function createCompanyAccountService(repository: CompanyAccountRepository, now: () => Date = () => new Date()): CompanyAccountService {
  const staffOnly = (viewer: { isStaff: boolean } | null) => {
    if (!viewer?.isStaff) throw new DomainError("FORBIDDEN", "Staff only");
  };
  return {
    ofCustomer: (customerId) => repository.ofCustomer(customerId),

    async apply(customerId, input, lang) {
      const problems = companyProblems(input, lang);
      const first = (Object.keys(problems) as CompanyField[])[0];
      if (first) throw badInput(first, problems[first]!);
      const stored = await repository.apply(customerId, { companyName: singleSpaced(input.companyName), vatNumber: normaliseVatNumber(input.vatNumber)! }, now());
      if (!stored) throw new DomainError("CONFLICT", translate(lang, "company.alreadyVerified"));
    },

    async pending(viewer) {
      staffOnly(viewer);
      return repository.pending(200);
    },

    async decide(viewer, customerId, verified) {
      staffOnly(viewer);
      return repository.decide(customerId, verified, viewer!.id, now());
    },
  };
}
