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

/**
 * The demo's campaigns: the winter offers (by filter), the hiking weeks (named products) and the menu's four
 * corporate deals run on; the summer sale has ended.
 */
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
  staffGifts: {
    slug: "henkilostolahjat",
    startsIn: -60,
    endsIn: null,
    title: { en: "Gifts for staff", fi: "Henkilöstölahjat", sv: "Personalgåvor", de: "Geschenke für Mitarbeitende", fr: "Cadeaux pour le personnel", ru: "Подарки сотрудникам" },
    intro: {
      en: "Useful gear your staff will take outdoors. Our corporate sales make you an offer for larger amounts.",
      fi: "Hyödyllisiä varusteita, jotka henkilöstösi vie luontoon. Yritysmyyntimme tekee tarjouksen suuremmista määristä.",
      sv: "Nyttig utrustning som personalen tar med ut i naturen. Vår företagsförsäljning ger offert på större antal.",
      de: "Nützliche Ausrüstung, die Ihr Team mit nach draußen nimmt. Für größere Mengen macht unser Firmenvertrieb ein Angebot.",
      fr: "Du matériel utile que votre personnel emportera dehors. Nos ventes entreprises chiffrent les grandes quantités.",
      ru: "Полезное снаряжение, которое сотрудники возьмут на природу. Для больших партий корпоративный отдел подготовит предложение.",
    },
  },
  clientGifts: {
    slug: "asiakaslahjat",
    startsIn: -60,
    endsIn: null,
    title: { en: "Gifts for clients", fi: "Asiakaslahjat", sv: "Kundgåvor", de: "Kundengeschenke", fr: "Cadeaux clients", ru: "Подарки клиентам" },
    intro: {
      en: "Gifts your clients remember on every trip.",
      fi: "Lahjoja, jotka asiakkaasi muistavat jokaisella retkellä.",
      sv: "Gåvor som kunderna minns på varje tur.",
      de: "Geschenke, an die sich Ihre Kunden auf jeder Tour erinnern.",
      fr: "Des cadeaux dont vos clients se souviennent à chaque sortie.",
      ru: "Подарки, о которых клиенты вспомнят в каждом походе.",
    },
  },
  summerShop: {
    slug: "kesakauppa",
    startsIn: -60,
    endsIn: null,
    title: { en: "Summer shop", fi: "Kesäkauppa", sv: "Sommarbutik", de: "Sommershop", fr: "Boutique d’été", ru: "Летний магазин" },
    intro: {
      en: "Gear for summer days outdoors.",
      fi: "Varusteita kesäpäiviin luonnossa.",
      sv: "Utrustning för sommardagar i naturen.",
      de: "Ausrüstung für Sommertage draußen.",
      fr: "De l’équipement pour les journées d’été dehors.",
      ru: "Снаряжение для летних дней на природе.",
    },
  },
  christmasShop: {
    slug: "joulukauppa",
    startsIn: -60,
    endsIn: null,
    title: { en: "Christmas shop", fi: "Joulukauppa", sv: "Julbutik", de: "Weihnachtsshop", fr: "Boutique de Noël", ru: "Рождественский магазин" },
    intro: {
      en: "Christmas presents for everyone who loves the outdoors.",
      fi: "Joululahjoja kaikille, jotka rakastavat luontoa.",
      sv: "Julklappar till alla som älskar naturen.",
      de: "Weihnachtsgeschenke für alle, die die Natur lieben.",
      fr: "Des cadeaux de Noël pour tous les amoureux de la nature.",
      ru: "Рождественские подарки для всех, кто любит природу.",
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
  // Gift-priced products (15-90 euros) for the corporate gift pages.
  const gifts = summaries.filter((model) => model.isPublic && model.minActiveCents >= 1500 && model.minActiveCents <= 9000).map((model) => model.id);
  const rows = [
    { ...DEMO_CAMPAIGNS.winter, modelIds: [] as number[], filter: { minDiscountPercent: 10 }, sortOrder: 1 },
    { ...DEMO_CAMPAIGNS.hiking, modelIds: named, filter: null, sortOrder: 2 },
    { ...DEMO_CAMPAIGNS.summer, modelIds: named.slice(0, 4), filter: null, sortOrder: 3 },
    // The menu's corporate deals (its Finnish campaign slugs).
    { ...DEMO_CAMPAIGNS.staffGifts, modelIds: gifts.slice(0, 12), filter: null, sortOrder: 4 },
    { ...DEMO_CAMPAIGNS.clientGifts, modelIds: gifts.slice(12, 24), filter: null, sortOrder: 5 },
    { ...DEMO_CAMPAIGNS.summerShop, modelIds: [] as number[], filter: { minDiscountPercent: 20 }, sortOrder: 6 },
    { ...DEMO_CAMPAIGNS.christmasShop, modelIds: gifts.slice(24, 36), filter: null, sortOrder: 7 },
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
