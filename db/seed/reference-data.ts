/** Money, tax, countries and stores of the demo shop. */
import type { DeliveryDays, OpeningHours } from "../schema/reference.ts";
import type { L } from "./text.ts";

export interface CurrencySeed {
  code: string;
  rate: string;
  symbol: string;
  format: string;
  roundWhole: boolean;
}

/** Rates are units per 1 EUR (mid-market, rounded); chf, czk, dkk, jpy, pln, rub, sek and nok show whole units. */
export const CURRENCIES: CurrencySeed[] = [
  { code: "eur", rate: "1", symbol: "€", format: "{amount} €", roundWhole: false },
  { code: "sek", rate: "11.2", symbol: "kr", format: "{amount} kr", roundWhole: true },
  { code: "nok", rate: "11.65", symbol: "kr", format: "{amount} kr", roundWhole: true },
  { code: "dkk", rate: "7.46", symbol: "kr", format: "{amount} kr", roundWhole: true },
  { code: "usd", rate: "1.08", symbol: "$", format: "${amount}", roundWhole: false },
  { code: "gbp", rate: "0.85", symbol: "£", format: "£{amount}", roundWhole: false },
  { code: "chf", rate: "0.94", symbol: "CHF", format: "CHF {amount}", roundWhole: true },
  { code: "pln", rate: "4.3", symbol: "zł", format: "{amount} zł", roundWhole: true },
  { code: "czk", rate: "25.2", symbol: "Kč", format: "{amount} Kč", roundWhole: true },
  { code: "jpy", rate: "162", symbol: "¥", format: "¥{amount}", roundWhole: true },
  { code: "rub", rate: "95", symbol: "₽", format: "{amount} ₽", roundWhole: true },
  { code: "cad", rate: "1.5", symbol: "$", format: "CA${amount}", roundWhole: false },
  { code: "aud", rate: "1.66", symbol: "$", format: "A${amount}", roundWhole: false },
];

export interface TaxAreaSeed {
  id: number;
  name: string;
  /** Basis points per tax class. */
  rates: Record<"standard" | "reduced" | "books" | "zero", number>;
}

/**
 * Tax area 1 is the default. Demo simplification: EU countries without their own
 * area here are served with Finnish prices; outside the EU prices carry no VAT.
 */
export const TAX_AREAS: TaxAreaSeed[] = [
  { id: 1, name: "Finland", rates: { standard: 2550, reduced: 1400, books: 1000, zero: 0 } },
  { id: 2, name: "Sweden", rates: { standard: 2500, reduced: 1200, books: 600, zero: 0 } },
  { id: 3, name: "Germany", rates: { standard: 1900, reduced: 700, books: 700, zero: 0 } },
  { id: 4, name: "France", rates: { standard: 2000, reduced: 550, books: 550, zero: 0 } },
  { id: 5, name: "Outside the EU", rates: { standard: 0, reduced: 0, books: 0, zero: 0 } },
];

type Region = "home" | "nordic" | "eu" | "europe" | "world";

const EXTRA_DAYS: Record<Region, [number, number]> = {
  home: [0, 1],
  nordic: [1, 3],
  eu: [2, 5],
  europe: [3, 7],
  world: [5, 12],
};

/** Country delivery setup: extra days per shipping-time number, plus ski-bundle days. */
export function deliveryDaysFor(region: Region): DeliveryDays {
  const [start, end] = EXTRA_DAYS[region];
  // Keyed by the variants' shipping-time strings (core/product/shipping-time.ts shippingRange).
  return {
    "1-2": { start, end },
    "3-4": { start: start + 1, end: end + 2 },
    default: { start: start + 2, end: end + 4 },
    ski_bundle_days: { start: start + 3, end: end + 5 },
  };
}

export interface CountrySeed {
  code: string;
  names: L;
  currency: string;
  taxArea: number;
  eu: boolean;
  region: Region;
  enabled: boolean;
  sortOrder: number;
}

type Row = [code: string, en: string, fi: string, sv: string, de: string, fr: string, ru: string, currency: string, taxArea: number, eu: boolean, region: Region];

const COUNTRY_ROWS: Row[] = [
  ["fi", "Finland", "Suomi", "Finland", "Finnland", "Finlande", "Финляндия", "eur", 1, true, "home"],
  ["se", "Sweden", "Ruotsi", "Sverige", "Schweden", "Suède", "Швеция", "sek", 2, true, "nordic"],
  ["no", "Norway", "Norja", "Norge", "Norwegen", "Norvège", "Норвегия", "nok", 5, false, "nordic"],
  ["dk", "Denmark", "Tanska", "Danmark", "Dänemark", "Danemark", "Дания", "dkk", 1, true, "nordic"],
  ["is", "Iceland", "Islanti", "Island", "Island", "Islande", "Исландия", "eur", 5, false, "nordic"],
  ["ee", "Estonia", "Viro", "Estland", "Estland", "Estonie", "Эстония", "eur", 1, true, "nordic"],
  ["lv", "Latvia", "Latvia", "Lettland", "Lettland", "Lettonie", "Латвия", "eur", 1, true, "eu"],
  ["lt", "Lithuania", "Liettua", "Litauen", "Litauen", "Lituanie", "Литва", "eur", 1, true, "eu"],
  ["de", "Germany", "Saksa", "Tyskland", "Deutschland", "Allemagne", "Германия", "eur", 3, true, "eu"],
  ["at", "Austria", "Itävalta", "Österrike", "Österreich", "Autriche", "Австрия", "eur", 1, true, "eu"],
  ["ch", "Switzerland", "Sveitsi", "Schweiz", "Schweiz", "Suisse", "Швейцария", "chf", 5, false, "europe"],
  ["li", "Liechtenstein", "Liechtenstein", "Liechtenstein", "Liechtenstein", "Liechtenstein", "Лихтенштейн", "chf", 5, false, "europe"],
  ["nl", "Netherlands", "Alankomaat", "Nederländerna", "Niederlande", "Pays-Bas", "Нидерланды", "eur", 1, true, "eu"],
  ["be", "Belgium", "Belgia", "Belgien", "Belgien", "Belgique", "Бельгия", "eur", 1, true, "eu"],
  ["lu", "Luxembourg", "Luxemburg", "Luxemburg", "Luxemburg", "Luxembourg", "Люксембург", "eur", 1, true, "eu"],
  ["fr", "France", "Ranska", "Frankrike", "Frankreich", "France", "Франция", "eur", 4, true, "eu"],
  ["mc", "Monaco", "Monaco", "Monaco", "Monaco", "Monaco", "Монако", "eur", 4, false, "eu"],
  ["it", "Italy", "Italia", "Italien", "Italien", "Italie", "Италия", "eur", 1, true, "eu"],
  ["es", "Spain", "Espanja", "Spanien", "Spanien", "Espagne", "Испания", "eur", 1, true, "eu"],
  ["pt", "Portugal", "Portugali", "Portugal", "Portugal", "Portugal", "Португалия", "eur", 1, true, "eu"],
  ["ad", "Andorra", "Andorra", "Andorra", "Andorra", "Andorre", "Андорра", "eur", 5, false, "europe"],
  ["ie", "Ireland", "Irlanti", "Irland", "Irland", "Irlande", "Ирландия", "eur", 1, true, "eu"],
  ["gb", "United Kingdom", "Iso-Britannia", "Storbritannien", "Vereinigtes Königreich", "Royaume-Uni", "Великобритания", "gbp", 5, false, "europe"],
  ["pl", "Poland", "Puola", "Polen", "Polen", "Pologne", "Польша", "pln", 1, true, "eu"],
  ["cz", "Czechia", "Tšekki", "Tjeckien", "Tschechien", "Tchéquie", "Чехия", "czk", 1, true, "eu"],
  ["sk", "Slovakia", "Slovakia", "Slovakien", "Slowakei", "Slovaquie", "Словакия", "eur", 1, true, "eu"],
  ["hu", "Hungary", "Unkari", "Ungern", "Ungarn", "Hongrie", "Венгрия", "eur", 1, true, "eu"],
  ["si", "Slovenia", "Slovenia", "Slovenien", "Slowenien", "Slovénie", "Словения", "eur", 1, true, "eu"],
  ["hr", "Croatia", "Kroatia", "Kroatien", "Kroatien", "Croatie", "Хорватия", "eur", 1, true, "eu"],
  ["ro", "Romania", "Romania", "Rumänien", "Rumänien", "Roumanie", "Румыния", "eur", 1, true, "eu"],
  ["bg", "Bulgaria", "Bulgaria", "Bulgarien", "Bulgarien", "Bulgarie", "Болгария", "eur", 1, true, "eu"],
  ["gr", "Greece", "Kreikka", "Grekland", "Griechenland", "Grèce", "Греция", "eur", 1, true, "eu"],
  ["cy", "Cyprus", "Kypros", "Cypern", "Zypern", "Chypre", "Кипр", "eur", 1, true, "eu"],
  ["mt", "Malta", "Malta", "Malta", "Malta", "Malte", "Мальта", "eur", 1, true, "eu"],
  ["rs", "Serbia", "Serbia", "Serbien", "Serbien", "Serbie", "Сербия", "eur", 5, false, "europe"],
  ["ua", "Ukraine", "Ukraina", "Ukraina", "Ukraine", "Ukraine", "Украина", "eur", 5, false, "europe"],
  ["tr", "Türkiye", "Turkki", "Turkiet", "Türkei", "Turquie", "Турция", "eur", 5, false, "europe"],
  ["ru", "Russia", "Venäjä", "Ryssland", "Russland", "Russie", "Россия", "rub", 5, false, "europe"],
  ["us", "United States", "Yhdysvallat", "USA", "Vereinigte Staaten", "États-Unis", "США", "usd", 5, false, "world"],
  ["ca", "Canada", "Kanada", "Kanada", "Kanada", "Canada", "Канада", "cad", 5, false, "world"],
  ["mx", "Mexico", "Meksiko", "Mexiko", "Mexiko", "Mexique", "Мексика", "usd", 5, false, "world"],
  ["br", "Brazil", "Brasilia", "Brasilien", "Brasilien", "Brésil", "Бразилия", "usd", 5, false, "world"],
  ["cl", "Chile", "Chile", "Chile", "Chile", "Chili", "Чили", "usd", 5, false, "world"],
  ["ar", "Argentina", "Argentiina", "Argentina", "Argentinien", "Argentine", "Аргентина", "usd", 5, false, "world"],
  ["au", "Australia", "Australia", "Australien", "Australien", "Australie", "Австралия", "aud", 5, false, "world"],
  ["nz", "New Zealand", "Uusi-Seelanti", "Nya Zeeland", "Neuseeland", "Nouvelle-Zélande", "Новая Зеландия", "aud", 5, false, "world"],
  ["jp", "Japan", "Japani", "Japan", "Japan", "Japon", "Япония", "jpy", 5, false, "world"],
  ["kr", "South Korea", "Etelä-Korea", "Sydkorea", "Südkorea", "Corée du Sud", "Южная Корея", "usd", 5, false, "world"],
  ["tw", "Taiwan", "Taiwan", "Taiwan", "Taiwan", "Taïwan", "Тайвань", "usd", 5, false, "world"],
  ["hk", "Hong Kong", "Hongkong", "Hongkong", "Hongkong", "Hong Kong", "Гонконг", "usd", 5, false, "world"],
  ["sg", "Singapore", "Singapore", "Singapore", "Singapur", "Singapour", "Сингапур", "usd", 5, false, "world"],
  ["th", "Thailand", "Thaimaa", "Thailand", "Thailand", "Thaïlande", "Таиланд", "usd", 5, false, "world"],
  ["my", "Malaysia", "Malesia", "Malaysia", "Malaysia", "Malaisie", "Малайзия", "usd", 5, false, "world"],
  ["in", "India", "Intia", "Indien", "Indien", "Inde", "Индия", "usd", 5, false, "world"],
  ["ae", "United Arab Emirates", "Arabiemiirikunnat", "Förenade Arabemiraten", "Vereinigte Arabische Emirate", "Émirats arabes unis", "ОАЭ", "usd", 5, false, "world"],
  ["il", "Israel", "Israel", "Israel", "Israel", "Israël", "Израиль", "usd", 5, false, "world"],
  ["za", "South Africa", "Etelä-Afrikka", "Sydafrika", "Südafrika", "Afrique du Sud", "ЮАР", "usd", 5, false, "world"],
];

/** Countries listed first in the delivery-country picker (the language defaults and neighbours). */
const FIRST = ["fi", "se", "no", "dk", "ee", "de", "fr", "gb", "us"];

export const COUNTRIES: CountrySeed[] = COUNTRY_ROWS.map(([code, en, fi, sv, de, fr, ru, currency, taxArea, eu, region]) => ({
  code,
  names: { en, fi, sv, de, fr, ru },
  currency,
  taxArea,
  eu,
  region,
  // Deliveries to Russia are suspended; the country stays listed for its currency.
  enabled: code !== "ru",
  sortOrder: FIRST.includes(code) ? FIRST.indexOf(code) + 1 : 100,
}));

export interface StoreSeed {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  names: L;
  type: "retail" | "web";
  pikanouto: boolean;
  nouto: boolean;
  stockDisplayOrder: number;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  openingHours: OpeningHours | null;
  latitude: string | null;
  longitude: string | null;
  isMain: boolean;
  /** Share of variants a store stocks (the web warehouse holds the most). */
  stockShare: number;
}

const MALL_HOURS: OpeningHours = {
  regular: { mon: "10-20", tue: "10-20", wed: "10-20", thu: "10-20", fri: "10-20", sat: "10-18", sun: "12-18" },
};
const TOWN_HOURS: OpeningHours = {
  regular: { mon: "10-19", tue: "10-19", wed: "10-19", thu: "10-19", fri: "10-19", sat: "10-17", sun: null },
};

const store = (
  id: number,
  city: string,
  shortName: string,
  address: string,
  postalCode: string,
  lat: string,
  lon: string,
  pikanouto: boolean,
  stockShare: number,
  hours: OpeningHours,
): StoreSeed => ({
  id,
  slug: city.toLowerCase().replace(/ä/g, "a").replace(/ö/g, "o"),
  name: `Kuusikko ${city}`,
  shortName,
  names: { en: `Kuusikko ${city}`, fi: `Kuusikko ${city}`, sv: `Kuusikko ${city}`, de: `Kuusikko ${city}`, fr: `Kuusikko ${city}`, ru: `Kuusikko ${city}` },
  type: "retail",
  pikanouto,
  nouto: true,
  stockDisplayOrder: id + 1,
  address,
  city,
  postalCode,
  phone: `+358 20 770 ${String(4000 + id * 11)}`,
  email: `${city.toLowerCase().replace(/ä/g, "a").replace(/ö/g, "o")}@kuusikko.example`,
  openingHours: hours,
  latitude: lat,
  longitude: lon,
  isMain: false,
  stockShare,
});

/** Seven physical stores in Finland and store 20, the central web warehouse. */
export const STORES: StoreSeed[] = [
  store(1, "Helsinki", "HKI", "Mannerheimintie 14", "00100", "60.168900", "24.940300", true, 0.32, MALL_HOURS),
  store(2, "Espoo", "ESP", "Leppävaarankatu 3", "02600", "60.219200", "24.812400", true, 0.24, MALL_HOURS),
  store(3, "Tampere", "TRE", "Hämeenkatu 21", "33200", "61.497800", "23.761000", true, 0.26, TOWN_HOURS),
  store(4, "Turku", "TKU", "Yliopistonkatu 19", "20100", "60.451800", "22.266600", false, 0.2, TOWN_HOURS),
  store(5, "Oulu", "OUL", "Kirkkokatu 30", "90100", "65.012100", "25.465100", false, 0.18, TOWN_HOURS),
  store(6, "Jyväskylä", "JKL", "Kauppakatu 12", "40100", "62.241500", "25.745500", false, 0.16, TOWN_HOURS),
  store(7, "Kuopio", "KUO", "Puijonkatu 23", "70100", "62.892300", "27.678000", false, 0.15, TOWN_HOURS),
  {
    id: 20,
    slug: "verkkokauppa",
    name: "Verkkokauppa",
    shortName: "WEB",
    names: {
      en: "Online store",
      fi: "Verkkokauppa",
      sv: "Webbutik",
      de: "Onlineshop",
      fr: "Boutique en ligne",
      ru: "Интернет-магазин",
    },
    type: "web",
    pikanouto: false,
    nouto: false,
    stockDisplayOrder: 1,
    address: "Logistiikkatie 8",
    city: "Vantaa",
    postalCode: "01530",
    phone: "+358 20 770 4000",
    email: "asiakaspalvelu@kuusikko.example",
    openingHours: null,
    latitude: null,
    longitude: null,
    isMain: true,
    stockShare: 0.7,
  },
];

/** Localized short descriptions of a store page. */
export function storeDescription(s: StoreSeed): L {
  if (s.type === "web") {
    return {
      en: "<p>Our central warehouse in Vantaa ships online orders all over Finland and to over 50 countries.</p>",
      fi: "<p>Vantaalla sijaitseva keskusvarastomme lähettää verkkotilaukset koko Suomeen ja yli 50 maahan.</p>",
      sv: "<p>Vårt centrallager i Vanda skickar webbeställningar i hela Finland och till över 50 länder.</p>",
      de: "<p>Unser Zentrallager in Vantaa versendet Online-Bestellungen in ganz Finnland und in über 50 Länder.</p>",
      fr: "<p>Notre entrepôt central de Vantaa expédie les commandes en ligne dans toute la Finlande et dans plus de 50 pays.</p>",
      ru: "<p>Наш центральный склад в Вантаа отправляет интернет-заказы по всей Финляндии и в более чем 50 стран.</p>",
    };
  }
  const c = s.city;
  return {
    en: `<p>Kuusikko ${c} serves hikers, skiers and climbers at ${s.address}. Ask our staff for fitting advice and ski service.</p>`,
    fi: `<p>Kuusikko ${c} palvelee retkeilijöitä, hiihtäjiä ja kiipeilijöitä osoitteessa ${s.address}. Henkilökuntamme auttaa sovituksessa ja suksihuollossa.</p>`,
    sv: `<p>Kuusikko ${c} betjänar vandrare, skidåkare och klättrare på ${s.address}. Vår personal hjälper dig med provning och skidservice.</p>`,
    de: `<p>Kuusikko ${c} berät Wanderer, Skifahrer und Kletterer in der ${s.address}. Unser Team hilft bei der Anprobe und beim Skiservice.</p>`,
    fr: `<p>Kuusikko ${c} accueille randonneurs, skieurs et grimpeurs au ${s.address}. Notre équipe vous conseille pour l'essayage et l'entretien des skis.</p>`,
    ru: `<p>Kuusikko ${c} ждёт туристов, лыжников и скалолазов по адресу ${s.address}. Наши консультанты помогут с примеркой и сервисом лыж.</p>`,
  };
}
