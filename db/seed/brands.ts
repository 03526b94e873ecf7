/** Fictional brands of the demo shop (invented names) and their localized descriptions. */
import type { Lang } from "../../i18n/languages.ts";
import type { Family } from "./taxonomy.ts";
import type { L } from "./text.ts";

type Country = "fi" | "se" | "no" | "de" | "at" | "ch" | "it" | "fr" | "es" | "gb" | "us" | "ca" | "ee" | "pl" | "cz" | "jp" | "nz";
type Profile = "apparel" | "footwear" | "packs" | "camp" | "ski" | "climbing" | "basics" | "house";

export interface BrandSeed {
  id: number;
  slug: string;
  name: string;
  country: Country;
  founded: number;
  profile: Profile;
  colorHex: string;
}

export const PROFILE_FAMILIES: Record<Profile, Family[]> = {
  apparel: ["shell", "insulation", "midlayer", "trousers", "base", "handwear"],
  footwear: ["footwear", "skiboot", "base"],
  packs: ["pack", "tent", "sleep"],
  camp: ["tent", "sleep", "kitchen", "lamp"],
  ski: ["ski", "binding", "skiboot", "pole", "handwear"],
  climbing: ["climbing", "pack", "lamp", "midlayer"],
  basics: ["base", "handwear", "kitchen", "midlayer"],
  house: ["base", "handwear", "kitchen"],
};

const B: [string, Country, number, Profile, string][] = [
  ["Kuusikko", "fi", 1970, "house", "#1f5d3a"],
  ["Aavalumi", "fi", 1984, "ski", "#1d5fa8"],
  ["Kelovaara", "fi", 1976, "apparel", "#7a3b1d"],
  ["Tunturikettu", "fi", 1992, "apparel", "#d0621b"],
  ["Ahkio", "fi", 1968, "camp", "#3e5b2f"],
  ["Saivo", "fi", 2004, "packs", "#2a4d69"],
  ["Kaarna", "fi", 2011, "basics", "#6b4a2f"],
  ["Louhi Gear", "fi", 1999, "climbing", "#8b1e3f"],
  ["Pirtti Outdoor", "fi", 1988, "camp", "#a0522d"],
  ["Tykky", "fi", 2015, "apparel", "#4a6fa5"],
  ["Lumikko", "fi", 1979, "ski", "#2f6f8f"],
  ["Routa", "fi", 2008, "footwear", "#3b3f42"],
  ["Hankiranta", "fi", 1995, "ski", "#5a7d9a"],
  ["Norrglimt", "se", 1981, "apparel", "#2e6b5e"],
  ["Snöhare", "se", 1972, "ski", "#4b6cb7"],
  ["Myrstack", "se", 1990, "packs", "#6a7f3b"],
  ["Granhed", "se", 1965, "apparel", "#234d20"],
  ["Vindkast", "se", 2006, "apparel", "#5b7083"],
  ["Bergsrå", "se", 1997, "camp", "#7c4d8a"],
  ["Stigfinnare", "se", 2012, "footwear", "#8a6d3b"],
  ["Hällmark", "se", 2001, "climbing", "#b23a48"],
  ["Fjellverk", "no", 1958, "apparel", "#c0392b"],
  ["Ulvåsen", "no", 1986, "packs", "#34495e"],
  ["Skarvheim", "no", 1974, "ski", "#1a6b8a"],
  ["Vidderen", "no", 2009, "camp", "#556b2f"],
  ["Gratwerk", "de", 1962, "climbing", "#d35400"],
  ["Felsenfuchs", "de", 1983, "climbing", "#e67e22"],
  ["Bergfink", "de", 1991, "footwear", "#2c3e50"],
  ["Zinnenwerk", "de", 2003, "packs", "#16a085"],
  ["Steinadler Gear", "de", 1977, "apparel", "#7f8c8d"],
  ["Almrausch", "at", 1969, "ski", "#c0392b"],
  ["Alpenzell", "ch", 1954, "footwear", "#8e44ad"],
  ["Gletscherli", "ch", 1998, "ski", "#2980b9"],
  ["Cimarossa", "it", 1961, "footwear", "#a93226"],
  ["Dolomia Tech", "it", 1993, "climbing", "#d4ac0d"],
  ["Val Serena", "it", 2010, "ski", "#148f77"],
  ["Crêtelune", "fr", 1987, "apparel", "#1f618d"],
  ["Montévent", "fr", 1973, "packs", "#117a65"],
  ["Chamoisine", "fr", 2014, "basics", "#b9770e"],
  ["Sentier Clair", "fr", 2002, "footwear", "#6c3483"],
  ["Altitude Nomade", "fr", 1996, "camp", "#a04000"],
  ["Picogrande", "es", 2007, "climbing", "#cb4335"],
  ["Sierra Vela", "es", 1989, "camp", "#ca6f1e"],
  ["Harrowfell", "gb", 1966, "apparel", "#283747"],
  ["Kestrel Crag", "gb", 1994, "climbing", "#1e8449"],
  ["Silverbirch Gear", "gb", 2005, "basics", "#5d6d7e"],
  ["Cedarline Supply", "us", 1971, "camp", "#784212"],
  ["Ironwood Trail Co.", "us", 1985, "footwear", "#4d5656"],
  ["Redfern Mountain", "us", 1978, "apparel", "#922b21"],
  ["Lodgepole Outfitters", "ca", 1982, "packs", "#1b4f72"],
  ["Tamarisk North", "ca", 2000, "apparel", "#0e6251"],
  ["Rabarand", "ee", 2013, "basics", "#4a235a"],
  ["Tatrawind", "pl", 1998, "packs", "#0b5345"],
  ["Karkonosz", "pl", 1980, "footwear", "#641e16"],
  ["Vltava Ridge", "cz", 2006, "climbing", "#154360"],
  ["Yukiyama Works", "jp", 1975, "ski", "#212f3d"],
  ["Korimori", "jp", 2016, "camp", "#186a3b"],
  ["Southern Cairn", "nz", 1990, "packs", "#6e2c00"],
  ["Tussock & Tor", "nz", 2011, "apparel", "#7d6608"],
  ["Polarkant", "no", 1993, "footwear", "#1c2833"],
];

function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const BRANDS: BrandSeed[] = B.map(([name, country, founded, profile, colorHex], i) => ({
  id: i + 1,
  slug: slug(name),
  name,
  country,
  founded,
  profile,
  colorHex,
}));

export const HOUSE_BRAND = BRANDS[0]!;

/** Country adjectives agreeing with the noun of each language's brand sentence. */
const COUNTRY_ADJ: Record<Country, L> = {
  fi: { en: "Finnish", fi: "suomalainen", sv: "finskt", de: "finnische", fr: "finlandaise", ru: "финский" },
  se: { en: "Swedish", fi: "ruotsalainen", sv: "svenskt", de: "schwedische", fr: "suédoise", ru: "шведский" },
  no: { en: "Norwegian", fi: "norjalainen", sv: "norskt", de: "norwegische", fr: "norvégienne", ru: "норвежский" },
  de: { en: "German", fi: "saksalainen", sv: "tyskt", de: "deutsche", fr: "allemande", ru: "немецкий" },
  at: { en: "Austrian", fi: "itävaltalainen", sv: "österrikiskt", de: "österreichische", fr: "autrichienne", ru: "австрийский" },
  ch: { en: "Swiss", fi: "sveitsiläinen", sv: "schweiziskt", de: "Schweizer", fr: "suisse", ru: "швейцарский" },
  it: { en: "Italian", fi: "italialainen", sv: "italienskt", de: "italienische", fr: "italienne", ru: "итальянский" },
  fr: { en: "French", fi: "ranskalainen", sv: "franskt", de: "französische", fr: "française", ru: "французский" },
  es: { en: "Spanish", fi: "espanjalainen", sv: "spanskt", de: "spanische", fr: "espagnole", ru: "испанский" },
  gb: { en: "British", fi: "brittiläinen", sv: "brittiskt", de: "britische", fr: "britannique", ru: "британский" },
  us: { en: "American", fi: "amerikkalainen", sv: "amerikanskt", de: "amerikanische", fr: "américaine", ru: "американский" },
  ca: { en: "Canadian", fi: "kanadalainen", sv: "kanadensiskt", de: "kanadische", fr: "canadienne", ru: "канадский" },
  ee: { en: "Estonian", fi: "virolainen", sv: "estniskt", de: "estnische", fr: "estonienne", ru: "эстонский" },
  pl: { en: "Polish", fi: "puolalainen", sv: "polskt", de: "polnische", fr: "polonaise", ru: "польский" },
  cz: { en: "Czech", fi: "tšekkiläinen", sv: "tjeckiskt", de: "tschechische", fr: "tchèque", ru: "чешский" },
  jp: { en: "Japanese", fi: "japanilainen", sv: "japanskt", de: "japanische", fr: "japonaise", ru: "японский" },
  nz: { en: "New Zealand", fi: "uusiseelantilainen", sv: "nyzeeländskt", de: "neuseeländische", fr: "néo-zélandaise", ru: "новозеландский" },
};

/** What a brand is known for, in the grammatical form each sentence needs. */
const SPECIALTY: Record<Profile, L> = {
  apparel: {
    en: "technical clothing that handles Nordic weather",
    fi: "pohjoisen sään kestävät tekniset vaatteet",
    sv: "tekniska kläder som klarar nordiskt väder",
    de: "technische Bekleidung für nordisches Wetter",
    fr: "ses vêtements techniques adaptés au climat nordique",
    ru: "технической одеждой для северной погоды",
  },
  footwear: {
    en: "durable, comfortable footwear",
    fi: "kestävät ja mukavat jalkineet",
    sv: "slitstarka och bekväma skor",
    de: "robuste, bequeme Schuhe",
    fr: "ses chaussures robustes et confortables",
    ru: "прочной и удобной обувью",
  },
  packs: {
    en: "backpacks and shelters for long journeys",
    fi: "reput ja majoitteet pitkille retkille",
    sv: "ryggsäckar och tält för långa turer",
    de: "Rucksäcke und Zelte für lange Touren",
    fr: "ses sacs à dos et abris pour les longues expéditions",
    ru: "рюкзаками и палатками для дальних походов",
  },
  camp: {
    en: "reliable camping equipment",
    fi: "luotettavat retkeilyvarusteet",
    sv: "pålitlig campingutrustning",
    de: "zuverlässige Campingausrüstung",
    fr: "son matériel de camping fiable",
    ru: "надёжным туристическим снаряжением",
  },
  ski: {
    en: "skis and ski equipment for tracks and slopes",
    fi: "sukset ja hiihtovarusteet laduille ja rinteisiin",
    sv: "skidor och skidutrustning för spår och backar",
    de: "Ski und Skiausrüstung für Loipe und Piste",
    fr: "ses skis et son équipement pour les pistes",
    ru: "лыжами и снаряжением для трасс и лыжни",
  },
  climbing: {
    en: "safe, light climbing gear",
    fi: "turvalliset ja kevyet kiipeilyvarusteet",
    sv: "säker och lätt klätterutrustning",
    de: "sichere, leichte Kletterausrüstung",
    fr: "son matériel d'escalade sûr et léger",
    ru: "безопасным и лёгким альпинистским снаряжением",
  },
  basics: {
    en: "merino base layers and everyday outdoor basics",
    fi: "merinovilla-alusasut ja arjen ulkoiluvaatteet",
    sv: "underställ i merinoull och vardagliga basplagg",
    de: "Merino-Funktionswäsche und Outdoor-Basics",
    fr: "ses sous-vêtements en mérinos et ses basiques outdoor",
    ru: "термобельём из мериноса и базовой одеждой",
  },
  house: {
    en: "good-value basics chosen by our own staff",
    fi: "henkilökuntamme valitsemat edulliset perustuotteet",
    sv: "prisvärda basprodukter som vår personal valt ut",
    de: "preiswerte Basics, ausgewählt von unserem Team",
    fr: "ses basiques à petit prix choisis par notre équipe",
    ru: "недорогими базовыми товарами, отобранными нашими сотрудниками",
  },
};

export function brandTexts(b: BrandSeed): { title: L; description: L; metaDescription: L } {
  const adj = COUNTRY_ADJ[b.country];
  const spec = SPECIALTY[b.profile];
  const description: L = {
    en: `${b.name} is ${/^[AEIOU]/.test(adj.en) ? "an" : "a"} ${adj.en} outdoor brand founded in ${b.founded}. The brand is known for ${spec.en}.`,
    fi: `${b.name} on vuonna ${b.founded} perustettu ${adj.fi} ulkoilumerkki. Sen vahvuuksia ovat ${spec.fi}.`,
    sv: `${b.name} är ett ${adj.sv} friluftsmärke som grundades ${b.founded}. Märket är känt för ${spec.sv}.`,
    de: `${b.name} ist eine ${adj.de} Outdoor-Marke, gegründet ${b.founded}. Bekannt ist sie vor allem für ${spec.de}.`,
    fr: `${b.name} est une marque outdoor ${adj.fr} fondée en ${b.founded}. Elle est connue pour ${spec.fr}.`,
    ru: `${b.name} — ${adj.ru} бренд снаряжения для активного отдыха, основанный в ${b.founded} году. Бренд известен ${spec.ru}.`,
  };
  const title: L = {
    en: `${b.name} products`,
    fi: `${b.name} -tuotteet`,
    sv: `${b.name} produkter`,
    de: `${b.name} Produkte`,
    fr: `Produits ${b.name}`,
    ru: `Товары ${b.name}`,
  };
  const metaDescription = Object.fromEntries(
    (Object.keys(description) as Lang[]).map((lang) => [lang, description[lang]]),
  ) as L;
  return { title, description, metaDescription };
}
