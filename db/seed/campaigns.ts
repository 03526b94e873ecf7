import type { Lang } from "../../i18n/languages.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { bulkInsert } from "../bulk-insert.ts";
import type { Db } from "../client.server.ts";
import * as s from "../schema/index.ts";
import type { ModelSummary } from "./catalogue.ts";

type L = Record<Lang, string>;

interface DemoCampaign {
  slug: string;
  /** Days from the reference date. */
  startsIn: number;
  endsIn: number | null;
  title: L;
  intro: L;
}

/** The demo's campaigns: the winter offers (by filter) and the hiking weeks (named products) run on; the summer sale has ended. */
export const DEMO_CAMPAIGNS = {
  winter: {
    slug: "talven-tarjoukset",
    startsIn: -60,
    endsIn: null,
    title: { en: "Winter offers", fi: "Talven tarjoukset", sv: "Vinterns erbjudanden", de: "Winterangebote", fr: "Offres d’hiver", ru: "Зимние предложения" },
    intro: {
      en: "Gear for the cold season at 10% off or more, the largest discounts first.",
      fi: "Varusteita kylmään kauteen vähintään 10 % alennuksella, suurimmat alennukset ensin.",
      sv: "Utrustning för den kalla säsongen med minst 10 % rabatt, de största rabatterna först.",
      de: "Ausrüstung für die kalte Jahreszeit mit mindestens 10 % Rabatt, die größten Rabatte zuerst.",
      fr: "De l’équipement pour la saison froide à au moins 10 % de remise, les plus fortes remises d’abord.",
      ru: "Снаряжение для холодного сезона со скидкой от 10 %, сначала самые большие скидки.",
    },
  },
  hiking: {
    slug: "retkeilyviikot",
    startsIn: -14,
    endsIn: null,
    title: { en: "Hiking weeks", fi: "Retkeilyviikot", sv: "Vandringsveckor", de: "Wanderwochen", fr: "Semaines randonnée", ru: "Недели походов" },
    intro: {
      en: "Our staff’s picks for the next trip.",
      fi: "Henkilökuntamme valinnat seuraavalle retkelle.",
      sv: "Personalens val inför nästa tur.",
      de: "Die Empfehlungen unseres Teams für die nächste Tour.",
      fr: "Les choix de notre équipe pour la prochaine sortie.",
      ru: "Выбор наших сотрудников для следующего похода.",
    },
  },
  summer: {
    slug: "kesaale",
    startsIn: -200,
    endsIn: -100,
    title: { en: "Summer sale", fi: "Kesäale", sv: "Sommarrea", de: "Sommerschlussverkauf", fr: "Soldes d’été", ru: "Летняя распродажа" },
    intro: { en: "Ended.", fi: "Päättynyt.", sv: "Avslutad.", de: "Beendet.", fr: "Terminé.", ru: "Завершена." },
  },
} as const satisfies Record<string, DemoCampaign>;

function day(referenceDate: Date, offset: number): string {
  return new Date(referenceDate.getTime() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export async function insertCampaigns(db: Db, summaries: readonly ModelSummary[], referenceDate: Date): Promise<void> {
  const named = summaries.filter((model) => model.isPublic).slice(0, 12).map((model) => model.id);
  const rows = [
    { ...DEMO_CAMPAIGNS.winter, modelIds: [] as number[], filter: { minDiscountPercent: 10 }, sortOrder: 1 },
    { ...DEMO_CAMPAIGNS.hiking, modelIds: named, filter: null, sortOrder: 2 },
    { ...DEMO_CAMPAIGNS.summer, modelIds: named.slice(0, 4), filter: null, sortOrder: 3 },
  ];
  const inserted = await db
    .insert(s.campaigns)
    .values(
      rows.map((row) => ({
        slug: row.slug,
        startsOn: day(referenceDate, row.startsIn),
        endsOn: row.endsIn === null ? null : day(referenceDate, row.endsIn),
        modelIds: row.modelIds,
        filter: row.filter,
        sortOrder: row.sortOrder,
      })),
    )
    .returning({ id: s.campaigns.id, slug: s.campaigns.slug });
  const bySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  await bulkInsert(
    db,
    s.campaignTranslations,
    rows.flatMap((row) => LANGUAGES.map((lang) => ({ campaignId: bySlug.get(row.slug)!, lang, title: row.title[lang], intro: row.intro[lang] }))),
  );
}
