import { randomInt } from "node:crypto";
import { DomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { singleSpaced } from "#core/text/single-spaced.ts";
import {
  helsinkiDay,
  helsinkiMidnight,
  MAX_CAMPAIGN_CODES,
  MAX_CAMPAIGN_DAYS,
  MAX_CAMPAIGN_MESSAGE,
  MAX_CAMPAIGN_NAME,
  MAX_CAMPAIGN_PRODUCTS,
  type CampaignField,
  type CampaignInput,
} from "./campaign-input.ts";

/**
 * Gift campaigns made by companies (the shop's rules, in docs/behaviour.md). A verified
 * organisation user names a campaign, picks the products (their addresses in the shop or model
 * numbers), the days it runs and how many codes it has. Each code is good for one piece of one of the
 * products; the company is invoiced for the codes redeemed. Everyone
 * who buys for the same company (VAT number) sees and manages its campaigns.
 */

export const CAMPAIGN_CODE_LENGTH = 10;
// Letters and digits that cannot be mistaken for one another when read from paper (no 0/O, 1/I/L).
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export interface CompanyCampaign {
  id: number;
  slug: string;
  name: string;
  startsOn: string;
  endsOn: string;
  isActive: boolean;
  codes: number;
  redeemed: number;
  products: number;
}

/** A model's path or number as typed on one line; null for an empty line. */
export function productReference(line: string): { path: string } | { id: number } | null {
  const text = line.trim();
  if (text === "") return null;
  if (/^\d{1,9}$/.test(text)) return { id: Number(text) };
  let path = text;
  try {
    path = new URL(text, "http://shop.invalid").pathname;
  } catch {
    return { path: text };
  }
  return { path: path.endsWith("/") ? path : `${path}/` };
}

function dayNumber(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time / 86_400_000;
}

/** What is wrong with each field apart from the products' existence (the service checks those). */
export function campaignProblems(input: CampaignInput, lang: Lang, today: string): Partial<Record<CampaignField, string>> {
  const problems: Partial<Record<CampaignField, string>> = {};
  const name = input.name.trim();
  if (name === "") problems.name = translate(lang, "companyCampaigns.nameRequired");
  else if (name.length > MAX_CAMPAIGN_NAME) problems.name = translate(lang, "companyCampaigns.tooLong", { max: MAX_CAMPAIGN_NAME });
  if (input.message.trim().length > MAX_CAMPAIGN_MESSAGE) problems.message = translate(lang, "companyCampaigns.tooLong", { max: MAX_CAMPAIGN_MESSAGE });
  const lines = input.products.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (lines.length === 0) problems.products = translate(lang, "companyCampaigns.productsRequired");
  else if (lines.length > MAX_CAMPAIGN_PRODUCTS) problems.products = translate(lang, "companyCampaigns.tooManyProducts", { max: MAX_CAMPAIGN_PRODUCTS });
  const codes = Number(input.codes.trim());
  if (!/^\d{1,4}$/.test(input.codes.trim()) || codes < 1 || codes > MAX_CAMPAIGN_CODES) problems.codes = translate(lang, "companyCampaigns.codesRange", { max: MAX_CAMPAIGN_CODES });
  const start = dayNumber(input.startsOn.trim());
  const end = dayNumber(input.endsOn.trim());
  const first = dayNumber(today)!;
  if (start === null) problems.startsOn = translate(lang, "companyCampaigns.dateInvalid");
  else if (start < first) problems.startsOn = translate(lang, "companyCampaigns.startPast");
  if (end === null) problems.endsOn = translate(lang, "companyCampaigns.dateInvalid");
  else if (start !== null && (end < start || end - start >= MAX_CAMPAIGN_DAYS)) problems.endsOn = translate(lang, "companyCampaigns.endRange", { days: MAX_CAMPAIGN_DAYS });
  return problems;
}

/** `count` distinct random codes of the unambiguous alphabet. */
export function newCampaignCodes(count: number, random: (max: number) => number = randomInt): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = "";
    for (let index = 0; index < CAMPAIGN_CODE_LENGTH; index++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
    codes.add(code);
  }
  return [...codes];
}

/** The campaign's address part: its name in plain letters and a random ending, so names may repeat. */
export function campaignSlug(name: string, random: (max: number) => number = randomInt): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  let ending = "";
  for (let index = 0; index < 6; index++) ending += "abcdefghjkmnpqrstuvwxyz23456789"[random(31)];
  return base ? `${base}-${ending}` : ending;
}

export interface CompanyCampaignRepository {
  /** The verified company (VAT number) the customer buys for, or null. */
  companyOf(customerId: number): Promise<string | null>;
  /** The public, orderable models of the references, by line index; a missing one is absent. */
  models(references: Array<{ path: string } | { id: number }>, lang: Lang): Promise<Map<number, number>>;
  create(input: {
    vatNumber: string;
    customerId: number;
    slug: string;
    name: string;
    message: string;
    modelIds: number[];
    codes: string[];
    startsAt: Date;
    endsAt: Date;
  }): Promise<number>;
  list(vatNumber: string): Promise<CompanyCampaign[]>;
  /** The campaign's codes when it belongs to the company, else null. */
  codes(vatNumber: string, campaignId: number): Promise<{ slug: string; codes: Array<{ code: string; redeemedAt: string | null }> } | null>;
  end(vatNumber: string, campaignId: number): Promise<boolean>;
}

export type CreateOutcome = { ok: true; id: number } | { ok: false; problems: Partial<Record<CampaignField, string>> };

export interface CompanyCampaignService {
  /** FORBIDDEN unless the viewer is a verified organisation user. */
  list(viewer: Viewer): Promise<CompanyCampaign[]>;
  create(viewer: Viewer, input: CampaignInput, lang: Lang): Promise<CreateOutcome>;
  codes(viewer: Viewer, campaignId: number): Promise<{ slug: string; codes: Array<{ code: string; redeemedAt: string | null }> } | null>;
  end(viewer: Viewer, campaignId: number): Promise<boolean>;
}

type Viewer = { id: number; isOrgUser: boolean } | null;

export function createCompanyCampaignService(repository: CompanyCampaignRepository, now: () => Date = () => new Date()): CompanyCampaignService {
  const company = async (viewer: Viewer) => {
    const vat = viewer?.isOrgUser ? await repository.companyOf(viewer.id) : null;
    if (!vat) throw new DomainError("FORBIDDEN", "Organisation users only");
    return vat;
  };
  return {
    async list(viewer) {
      return repository.list(await company(viewer));
    },

    async create(viewer, input, lang) {
      const vat = await company(viewer);
      const problems = campaignProblems(input, lang, helsinkiDay(now()));
      const lines = input.products.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
      if (!problems.products) {
        const references = lines.map((line) => productReference(line)!);
        const found = await repository.models(references, lang);
        const missing = lines.findIndex((_line, index) => !found.has(index));
        if (missing >= 0) problems.products = translate(lang, "companyCampaigns.productUnknown", { line: missing + 1, text: lines[missing]!.slice(0, 100) });
        else if (Object.keys(problems).length === 0) {
          const modelIds = [...new Set(lines.map((_line, index) => found.get(index)!))];
          const id = await repository.create({
            vatNumber: vat,
            customerId: viewer!.id,
            slug: campaignSlug(input.name),
            name: singleSpaced(input.name),
            message: input.message.trim(),
            modelIds,
            codes: newCampaignCodes(Number(input.codes.trim())),
            startsAt: helsinkiMidnight(input.startsOn.trim()),
            // The campaign runs through its last day.
            endsAt: new Date(helsinkiMidnight(input.endsOn.trim()).getTime() + 86_400_000 - 1),
          });
          return { ok: true, id };
        }
      }
      return { ok: false, problems };
    },

    async codes(viewer, campaignId) {
      return repository.codes(await company(viewer), campaignId);
    },

    async end(viewer, campaignId) {
      return repository.end(await company(viewer), campaignId);
    },
  };
}
