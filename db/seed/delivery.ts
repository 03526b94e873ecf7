/** Delivery methods of the demo shop and the delivery limits of some products. */
import { sql } from "drizzle-orm";
import { LANGUAGES } from "../../i18n/languages.ts";
import { bulkInsert } from "../bulk-insert.ts";
import type { Db } from "../client.server.ts";
import * as s from "../schema/index.ts";
import { COUNTRIES } from "./reference-data.ts";
import type { L } from "./text.ts";

interface MethodSeed {
  slug: string;
  kind: "store-express" | "store-pickup" | "pickup-point" | "home" | "express-home";
  names: L;
  countries?: string[];
  excludedCountries?: string[];
  postalPrefixes?: string[];
  priceCents: number;
  freeFromCents: number | null;
  transit: [number, number];
}

export const DELIVERY_METHODS: MethodSeed[] = [
  {
    slug: "express-pickup",
    kind: "store-express",
    names: { en: "Express pickup", fi: "Pikanouto", sv: "Expressavhämtning", de: "Expressabholung", fr: "Retrait express", ru: "Экспресс-самовывоз" },
    countries: ["fi"],
    priceCents: 0,
    freeFromCents: null,
    transit: [0, 0],
  },
  {
    slug: "store-pickup",
    kind: "store-pickup",
    names: { en: "Store pickup", fi: "Nouto myymälästä", sv: "Hämta i butik", de: "Abholung in der Filiale", fr: "Retrait en magasin", ru: "Самовывоз из магазина" },
    countries: ["fi"],
    priceCents: 0,
    freeFromCents: null,
    transit: [1, 2],
  },
  {
    slug: "pickup-point",
    kind: "pickup-point",
    names: { en: "Pickup point or parcel locker", fi: "Noutopiste tai pakettiautomaatti", sv: "Utlämningsställe eller paketautomat", de: "Abholstation oder Paketautomat", fr: "Point relais ou consigne", ru: "Пункт выдачи или постамат" },
    excludedCountries: COUNTRIES.filter((c) => c.region === "world").map((c) => c.code),
    priceCents: 590,
    freeFromCents: 8000,
    transit: [1, 2],
  },
  {
    slug: "home-delivery",
    kind: "home",
    names: { en: "Home delivery", fi: "Kotiinkuljetus", sv: "Hemleverans", de: "Lieferung nach Hause", fr: "Livraison à domicile", ru: "Доставка на дом" },
    priceCents: 990,
    freeFromCents: 15000,
    transit: [1, 3],
  },
  {
    slug: "next-day-courier",
    kind: "express-home",
    names: { en: "Next-day courier", fi: "Seuraavan päivän kuriiri", sv: "Bud nästa dag", de: "Kurier am nächsten Tag", fr: "Coursier le lendemain", ru: "Курьер на следующий день" },
    countries: ["fi"],
    // The capital region only: the courier's area.
    postalPrefixes: ["00", "01", "02"],
    priceCents: 1490,
    freeFromCents: null,
    transit: [1, 1],
  },
];

const LITHIUM_TEXT: L = {
  en: "Lithium batteries may not travel by air freight.",
  fi: "Litiumakkuja ei saa kuljettaa lentorahtina.",
  sv: "Litiumbatterier får inte skickas med flygfrakt.",
  de: "Lithiumbatterien dürfen nicht per Luftfracht versandt werden.",
  fr: "Les batteries au lithium ne peuvent pas voyager par fret aérien.",
  ru: "Литиевые аккумуляторы нельзя перевозить авиагрузом.",
};

export async function insertDeliveryMethods(db: Db): Promise<void> {
  await bulkInsert(
    db,
    s.deliveryMethods,
    DELIVERY_METHODS.map((m, i) => ({
      slug: m.slug,
      kind: m.kind,
      countries: m.countries ?? [],
      excludedCountries: m.excludedCountries ?? [],
      postalPrefixes: m.postalPrefixes ?? [],
      priceCents: m.priceCents,
      freeFromCents: m.freeFromCents,
      transitDaysMin: m.transit[0],
      transitDaysMax: m.transit[1],
      sortOrder: i + 1,
    })),
  );
  await bulkInsert(
    db,
    s.deliveryMethodTranslations,
    DELIVERY_METHODS.flatMap((m) => LANGUAGES.map((lang) => ({ methodSlug: m.slug, lang, name: m.names[lang] }))),
  );
}

/**
 * Limits that a real outdoor shop has: headlamps (lithium batteries) are not flown outside Europe;
 * alpine skis are too long for parcel lockers and travel abroad as their own package; of the
 * cross-country skis only lengths from 190 cm are too long for a locker (a variant's own limit).
 */
/** A text-array literal: drizzle would spread a JS array into separate parameters. */
const pgArray = (values: string[]) => `{${values.join(",")}}`;

export async function insertDeliveryLimits(db: Db): Promise<void> {
  const world = COUNTRIES.filter((c) => c.region === "world").map((c) => c.code);
  const notLocker = DELIVERY_METHODS.filter((m) => m.kind !== "pickup-point").map((m) => m.slug);
  await db.execute(sql`
    insert into delivery_limits (model_id, variant_id, blocked_countries, block_info_text)
    select m.id, 0, ${pgArray(world)}::text[], ${JSON.stringify(LITHIUM_TEXT)}::jsonb
    from product_models m join product_groups g on g.id = m.main_group_id and g.slug = 'headlamps'`);
  await db.execute(sql`
    insert into delivery_limits (model_id, variant_id, allowed_methods, per_international_package)
    select m.id, 0, ${pgArray(notLocker)}::text[], true
    from product_models m join product_groups g on g.id = m.main_group_id and g.slug = 'alpine-skis'`);
  await db.execute(sql`
    insert into delivery_limits (model_id, variant_id, allowed_methods)
    select v.model_id, v.id, ${pgArray(notLocker)}::text[]
    from variants v join product_models m on m.id = v.model_id join product_groups g on g.id = m.main_group_id and g.slug = 'cross-country-skis'
    where v.size_name ~ '^[0-9]+$' and v.size_name::int >= 190`);
}

/**
 * The demo carrier's pick-up points: a few per city in Finland and in the neighbouring storefronts'
 * countries, found by postal code on the payment step. [city, postal code, street, place names...]
 */
const PICKUP_AREAS: Array<{ country: string; city: string; postal: string; street: string; places: string[] }> = [
  { country: "fi", city: "Helsinki", postal: "00100", street: "Mannerheimintie", places: ["Kamppi pakettiautomaatti", "Kioski Forum", "Lähikauppa Töölö"] },
  { country: "fi", city: "Helsinki", postal: "00530", street: "Hämeentie", places: ["Hakaniemi pakettiautomaatti", "Kioski Sörnäinen"] },
  { country: "fi", city: "Helsinki", postal: "00700", street: "Malminkaari", places: ["Malmi pakettiautomaatti"] },
  { country: "fi", city: "Espoo", postal: "02100", street: "Tapiontori", places: ["Tapiola pakettiautomaatti", "Kioski Otaniemi"] },
  { country: "fi", city: "Espoo", postal: "02230", street: "Piispansilta", places: ["Matinkylä pakettiautomaatti"] },
  { country: "fi", city: "Vantaa", postal: "01300", street: "Tikkurilantie", places: ["Tikkurila pakettiautomaatti", "Lähikauppa Hiekkaharju"] },
  { country: "fi", city: "Tampere", postal: "33100", street: "Hämeenkatu", places: ["Keskustori pakettiautomaatti", "Kioski Tammela", "Lähikauppa Kaleva"] },
  { country: "fi", city: "Turku", postal: "20100", street: "Yliopistonkatu", places: ["Kauppatori pakettiautomaatti", "Kioski Martti"] },
  { country: "fi", city: "Oulu", postal: "90100", street: "Kirkkokatu", places: ["Rotuaari pakettiautomaatti", "Kioski Tuira"] },
  { country: "fi", city: "Jyväskylä", postal: "40100", street: "Kauppakatu", places: ["Kompassi pakettiautomaatti", "Lähikauppa Kortepohja"] },
  { country: "fi", city: "Kuopio", postal: "70100", street: "Puijonkatu", places: ["Tori pakettiautomaatti", "Kioski Niirala"] },
  { country: "fi", city: "Lahti", postal: "15100", street: "Aleksanterinkatu", places: ["Trio pakettiautomaatti"] },
  { country: "fi", city: "Rovaniemi", postal: "96100", street: "Koskikatu", places: ["Lordi pakettiautomaatti", "Kioski Ounasrinne"] },
  { country: "fi", city: "Vaasa", postal: "65100", street: "Hovioikeudenpuistikko", places: ["Rewell pakettiautomaatti"] },
  { country: "fi", city: "Joensuu", postal: "80100", street: "Torikatu", places: ["Carelicum pakettiautomaatti"] },
  { country: "fi", city: "Levi", postal: "99130", street: "Tunturitie", places: ["Levi tunturikeskus pakettiautomaatti"] },
  { country: "se", city: "Stockholm", postal: "11120", street: "Drottninggatan", places: ["Paketautomat Centralen", "Kiosk Norrmalm"] },
  { country: "se", city: "Göteborg", postal: "41105", street: "Kungsgatan", places: ["Paketautomat Inom Vallgraven"] },
  { country: "se", city: "Umeå", postal: "90326", street: "Rådhusesplanaden", places: ["Paketautomat Centrum"] },
  { country: "de", city: "Berlin", postal: "10115", street: "Invalidenstraße", places: ["Packstation Mitte", "Kiosk Nordbahnhof"] },
  { country: "de", city: "Hamburg", postal: "20095", street: "Mönckebergstraße", places: ["Packstation Altstadt"] },
  { country: "de", city: "München", postal: "80331", street: "Sendlinger Straße", places: ["Packstation Altstadt-Lehel", "Kiosk Sendlinger Tor"] },
  { country: "fr", city: "Paris", postal: "75001", street: "Rue de Rivoli", places: ["Point relais Louvre", "Consigne Châtelet"] },
  { country: "fr", city: "Lyon", postal: "69001", street: "Rue de la République", places: ["Point relais Terreaux"] },
  { country: "fr", city: "Grenoble", postal: "38000", street: "Rue Félix Poulat", places: ["Point relais Centre"] },
];

export async function insertPickupPoints(db: Db): Promise<void> {
  await bulkInsert(
    db,
    s.pickupPoints,
    PICKUP_AREAS.flatMap((area) =>
      area.places.map((name, index) => ({
        id: `${area.country.toUpperCase()}-${area.postal}-${index + 1}`,
        methodSlug: "pickup-point",
        countryCode: area.country,
        name,
        address: `${area.street} ${3 + index * 7}`,
        postalCode: area.postal,
        city: area.city,
      })),
    ),
  );
}
