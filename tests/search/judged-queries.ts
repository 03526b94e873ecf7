import type { Lang } from "#i18n/languages.ts";

/**
 * What shoppers type into the search, per storefront language, with what a good answer shows: a result is
 * relevant when one of its product groups (a group counts for every group above it too) is among `groups` and
 * it has every property value of `properties`. The groups are paths of the demo catalogue's tree
 * (db/seed/taxonomy.ts); the property values its slugs (db/seed/attributes.ts).
 *
 * The kinds, so that figures can be read per kind:
 * - `word`: a shopper's everyday word for a kind of product, not the shop's group name;
 * - `compound`: a compound word (fi, sv, de) or a fixed phrase whose parts name the product;
 * - `brand`: a brand with a kind of product;
 * - `attribute`: a property (material, feature, gender) with a kind of product;
 * - `typo`: a kind of product misspelt;
 * - `plural`: the singular where the group is named in the plural, or the other way round;
 * - `diacritics`: typed without the language's marks.
 */
export type QueryKind = "word" | "compound" | "brand" | "attribute" | "typo" | "plural" | "diacritics";

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  groups: readonly string[];
  properties?: Readonly<Record<string, string>>;
}

const q = (query: string, kind: QueryKind, groups: string | readonly string[], properties?: Record<string, string>): JudgedQuery => ({
  query,
  kind,
  groups: typeof groups === "string" ? [groups] : groups,
  ...(properties ? { properties } : {}),
});

const HARDSHELL = "clothing/jackets/hardshell-jackets";
const INSULATED = "clothing/jackets/insulated-jackets";
const FLEECE = "clothing/jackets/fleece-jackets";
const SOFTSHELL = "clothing/jackets/softshell-jackets";
const JACKETS = "clothing/jackets";
const SHELL_TROUSERS = "clothing/trousers/shell-trousers";
const HIKING_TROUSERS = "clothing/trousers/hiking-trousers";
const BASE_LAYERS = "clothing/base-layers";
const T_SHIRTS = "clothing/t-shirts";
const HIKING_BOOTS = "footwear/hiking-boots";
const TRAIL_SHOES = "footwear/trail-running-shoes";
const WINTER_BOOTS = "footwear/winter-boots";
const SOCKS = "footwear/socks";
const BACKPACKS = "backpacks";
const DAYPACKS = "backpacks/daypacks";
const TREKKING_PACKS = "backpacks/trekking-backpacks";
const TENTS = "camping/tents";
const SLEEPING_BAGS = "camping/sleeping-bags";
const DOWN_BAGS = "camping/sleeping-bags/down-sleeping-bags";
const MATS = "camping/sleeping-mats";
const STOVES = "camping/camp-kitchen/stoves";
const COOKWARE = "camping/camp-kitchen/cookware";
const HEADLAMPS = "camping/headlamps";
const SKIS = "winter-sports/skis";
const ALPINE_SKIS = "winter-sports/skis/alpine-skis";
const XC_SKIS = "winter-sports/skis/cross-country-skis";
const ALPINE_BOOTS = "winter-sports/ski-boots/alpine-ski-boots";
const XC_BOOTS = "winter-sports/ski-boots/cross-country-ski-boots";
const SKI_BOOTS = "winter-sports/ski-boots";
const POLES = "winter-sports/ski-poles";
const HARNESSES = "climbing/harnesses";
const ROPES = "climbing/ropes";
const HELMETS = "climbing/climbing-helmets";
const CLIMBING_SHOES = "climbing/climbing-shoes";
const HATS = "accessories/hats";

const DOWN = { material: "down" };
const MERINO = { material: "merino-wool" };
const WATERPROOF = { features: "waterproof" };
const WOMEN = { gender: "women" };
const KIDS = { gender: "kids" };

export const JUDGED_QUERIES: Record<Lang, readonly JudgedQuery[]> = {
  fi: [
    q("sadetakki", "compound", HARDSHELL),
    q("untuvatakki", "compound", INSULATED, DOWN),
    q("villasukat", "compound", SOCKS, MERINO),
    q("toppatakki", "plural", INSULATED),
    q("fleece", "word", FLEECE),
    q("kuoritakki", "plural", HARDSHELL),
    q("sadehousut", "compound", SHELL_TROUSERS),
    q("kerrasto", "word", BASE_LAYERS),
    q("merinovillapaita", "compound", [BASE_LAYERS, T_SHIRTS], MERINO),
    q("vaelluskengät", "word", HIKING_BOOTS),
    q("vaelluskengat", "diacritics", HIKING_BOOTS),
    q("polkujuoksukengät", "compound", TRAIL_SHOES),
    q("talvikenkä", "plural", WINTER_BOOTS),
    q("rinkka", "word", TREKKING_PACKS),
    q("reppu", "plural", BACKPACKS),
    q("teltta", "plural", TENTS),
    q("makuupussi", "plural", SLEEPING_BAGS),
    q("untuvamakuupussi", "compound", DOWN_BAGS),
    q("retkikeitin", "plural", STOVES),
    q("otsalamppu", "plural", HEADLAMPS),
    q("murtomaasukset", "word", XC_SKIS),
    q("laskettelumonot", "word", ALPINE_BOOTS),
    q("hiihtosauvat", "compound", POLES),
    q("naisten untuvatakki", "attribute", INSULATED, { ...DOWN, ...WOMEN }),
    q("Fjellverk kuoritakki", "brand", HARDSHELL),
  ],
  en: [
    q("rain jacket", "word", HARDSHELL),
    q("down jacket", "attribute", INSULATED, DOWN),
    q("wool socks", "attribute", SOCKS, MERINO),
    q("puffer jacket", "word", INSULATED),
    q("fleece", "word", FLEECE),
    q("waterproof jacket", "attribute", HARDSHELL, WATERPROOF),
    q("rain trousers", "word", SHELL_TROUSERS),
    q("thermal underwear", "word", BASE_LAYERS),
    q("merino base layer", "attribute", BASE_LAYERS, MERINO),
    q("hiking boot", "plural", HIKING_BOOTS),
    q("trail runners", "word", TRAIL_SHOES),
    q("snow boots", "word", WINTER_BOOTS),
    q("rucksack", "word", BACKPACKS),
    q("day pack", "compound", DAYPACKS),
    q("tent", "plural", TENTS),
    q("sleeping bag", "plural", SLEEPING_BAGS),
    q("sleeping pad", "word", MATS),
    q("camping stove", "word", STOVES),
    q("head torch", "word", HEADLAMPS),
    q("skis", "plural", SKIS),
    q("ski boots", "word", SKI_BOOTS),
    q("cross country skis", "compound", XC_SKIS),
    q("climbing harnes", "typo", HARNESSES),
    q("womens softshell jacket", "attribute", SOFTSHELL, WOMEN),
    q("Polarkant ski boots", "brand", SKI_BOOTS),
  ],
  sv: [
    q("regnjacka", "compound", HARDSHELL),
    q("dunjacka", "compound", INSULATED, DOWN),
    q("ullstrumpor", "compound", SOCKS, MERINO),
    q("fleecetröja", "compound", FLEECE),
    q("skaljacka", "plural", HARDSHELL),
    q("regnbyxor", "compound", SHELL_TROUSERS),
    q("underställ", "word", BASE_LAYERS),
    q("understall", "diacritics", BASE_LAYERS),
    q("vandringskänga", "plural", HIKING_BOOTS),
    q("löparskor terräng", "word", TRAIL_SHOES),
    q("vinterkängor", "word", WINTER_BOOTS),
    q("ryggsäck", "plural", BACKPACKS),
    q("dagsryggsäck", "plural", DAYPACKS),
    q("tält", "word", TENTS),
    q("sovsäck", "plural", SLEEPING_BAGS),
    q("dunsovsäck", "compound", DOWN_BAGS),
    q("liggunderlag", "word", MATS),
    q("stormkök", "word", STOVES),
    q("pannlampa", "plural", HEADLAMPS),
    q("längdskidor", "word", XC_SKIS),
    q("slalomskidor", "word", ALPINE_SKIS),
    q("pjäxor", "word", SKI_BOOTS),
    q("klätterrep", "compound", ROPES),
    q("dunjacka dam", "attribute", INSULATED, { ...DOWN, ...WOMEN }),
    q("Vindkast skaljacka", "brand", HARDSHELL),
  ],
  de: [
    q("Regenjacke", "compound", HARDSHELL),
    q("Daunenjacke", "compound", INSULATED, DOWN),
    q("Wollsocken", "compound", SOCKS, MERINO),
    q("Fleecejacke", "plural", FLEECE),
    q("Hardshelljacke", "plural", HARDSHELL),
    q("Regenhose", "compound", SHELL_TROUSERS),
    q("Thermounterwäsche", "compound", BASE_LAYERS),
    q("Wanderschuh", "plural", HIKING_BOOTS),
    q("Wanderschuhe", "word", HIKING_BOOTS),
    q("Trailschuhe", "compound", TRAIL_SHOES),
    q("Winterstiefel", "word", WINTER_BOOTS),
    q("Rucksack", "plural", BACKPACKS),
    q("Wanderrucksack", "compound", TREKKING_PACKS),
    q("Zelt", "plural", TENTS),
    q("Schlafsack", "plural", SLEEPING_BAGS),
    q("Daunenschlafsack", "compound", DOWN_BAGS),
    q("Isomatte", "plural", MATS),
    q("Gaskocher", "compound", STOVES),
    q("Stirnlampe", "plural", HEADLAMPS),
    q("Langlaufski", "word", XC_SKIS),
    q("Skischuhe", "word", SKI_BOOTS),
    q("Skistoecke", "diacritics", POLES),
    q("Kletterhelm", "plural", HELMETS),
    q("Damen Daunenjacke", "attribute", INSULATED, { ...DOWN, ...WOMEN }),
    q("Steinadler Gear Jacke", "brand", JACKETS),
  ],
  fr: [
    q("veste de pluie", "word", HARDSHELL),
    q("doudoune", "word", INSULATED, DOWN),
    q("chaussettes en laine", "attribute", SOCKS, MERINO),
    q("polaire", "word", FLEECE),
    q("veste imperméable", "attribute", HARDSHELL, WATERPROOF),
    q("veste impermeable", "diacritics", HARDSHELL, WATERPROOF),
    q("pantalon de pluie", "word", SHELL_TROUSERS),
    q("sous-vêtement thermique", "word", BASE_LAYERS),
    q("chaussure de randonnée", "plural", HIKING_BOOTS),
    q("chaussures trail", "word", TRAIL_SHOES),
    q("après-ski", "word", WINTER_BOOTS),
    q("sac à dos", "word", BACKPACKS),
    q("sac a dos", "diacritics", BACKPACKS),
    q("tente", "plural", TENTS),
    q("sac de couchage", "plural", SLEEPING_BAGS),
    q("duvet", "word", DOWN_BAGS),
    q("matelas gonflable", "word", MATS),
    q("réchaud", "plural", STOVES),
    q("frontale", "word", HEADLAMPS),
    q("ski de fond", "word", XC_SKIS),
    q("chaussures de ski", "word", SKI_BOOTS),
    q("batons de ski", "diacritics", POLES),
    q("baudrier", "plural", HARNESSES),
    q("doudoune femme", "attribute", INSULATED, { ...DOWN, ...WOMEN }),
    q("Crêtelune veste", "brand", JACKETS),
  ],
  ru: [
    q("дождевик", "word", HARDSHELL),
    q("пуховик", "word", INSULATED, DOWN),
    q("шерстяные носки", "attribute", SOCKS, MERINO),
    q("флиска", "word", FLEECE),
    q("непромокаемая куртка", "attribute", HARDSHELL, WATERPROOF),
    q("мембранная куртка", "plural", HARDSHELL),
    q("непромокаемые штаны", "word", SHELL_TROUSERS),
    q("термобелье", "diacritics", BASE_LAYERS),
    q("треккинговые ботинки", "word", HIKING_BOOTS),
    q("кроссовки для бега", "word", TRAIL_SHOES),
    q("зимние ботинки", "word", WINTER_BOOTS),
    q("рюкзак", "plural", BACKPACKS),
    q("палатка", "plural", TENTS),
    q("спальник", "word", SLEEPING_BAGS),
    q("пуховый спальник", "attribute", DOWN_BAGS),
    q("коврик", "plural", MATS),
    q("горелка", "plural", STOVES),
    q("котелок", "word", COOKWARE),
    q("налобный фонарик", "word", HEADLAMPS),
    q("беговые лыжи", "word", XC_SKIS),
    q("горнолыжные ботинки", "word", ALPINE_BOOTS),
    q("лыжные палки", "word", POLES),
    q("скальники", "word", CLIMBING_SHOES),
    q("детская шапка", "attribute", HATS, KIDS),
    q("Polarkant ботинки", "brand", [HIKING_BOOTS, WINTER_BOOTS, SKI_BOOTS]),
  ],
};

const GLOVES = "accessories/gloves";
const WATER_BOTTLES = "accessories/water-bottles";
const MEN = { gender: "men" };

/**
 * Queries written after the shop's seeded vocabulary (db/seed/search-vocabulary.ts), which was written with the
 * judged queries above in view: a check that the search generalises beyond the words it was given. Reported
 * by `npm run search-quality -- --held-out`; no vocabulary is added for them.
 */
export const HELD_OUT_QUERIES: Record<Lang, readonly JudgedQuery[]> = {
  en: [
    q("kids winter boots", "attribute", WINTER_BOOTS, KIDS),
    q("mens hiking trousers", "attribute", HIKING_TROUSERS, MEN),
    q("merino t-shirt", "attribute", T_SHIRTS, MERINO),
    q("ski poles", "word", POLES),
    q("gloves", "plural", GLOVES),
    q("water bottle", "plural", WATER_BOTTLES),
    q("alpine boots", "word", ALPINE_BOOTS),
    q("climbing shoes", "word", CLIMBING_SHOES),
    q("insulated jacket women", "attribute", INSULATED, WOMEN),
    q("sleping bag", "typo", SLEEPING_BAGS),
  ],
  fi: [
    q("lasten talvikengät", "attribute", WINTER_BOOTS, KIDS),
    q("miesten retkeilyhousut", "attribute", HIKING_TROUSERS, MEN),
    q("merino t-paita", "attribute", T_SHIRTS, MERINO),
    q("käsineet", "word", GLOVES),
    q("juomapullo", "plural", WATER_BOTTLES),
    q("kiipeilykengät", "word", CLIMBING_SHOES),
    q("paivareppu", "diacritics", DAYPACKS),
    q("naisten fleecetakki", "attribute", FLEECE, WOMEN),
    q("kypärä", "word", HELMETS),
    q("laskettelusukset", "word", ALPINE_SKIS),
  ],
  sv: [
    q("vinterkängor barn", "attribute", WINTER_BOOTS, KIDS),
    q("handskar", "word", GLOVES),
    q("vattenflaska", "plural", WATER_BOTTLES),
    q("klätterskor", "word", CLIMBING_SHOES),
    q("vandringsbyxor herr", "attribute", HIKING_TROUSERS, MEN),
    q("sovsäck dun", "attribute", SLEEPING_BAGS, DOWN),
    q("fleecejacka dam", "attribute", FLEECE, WOMEN),
    q("tält 2 personer", "word", TENTS),
    q("hjälm", "word", HELMETS),
    q("alpinpjäxor", "word", ALPINE_BOOTS),
  ],
  de: [
    q("Kinder Winterstiefel", "attribute", WINTER_BOOTS, KIDS),
    q("Handschuhe", "word", GLOVES),
    q("Trinkflasche", "plural", WATER_BOTTLES),
    q("Kletterschuhe", "word", CLIMBING_SHOES),
    q("Herren Wanderhose", "attribute", HIKING_TROUSERS, MEN),
    q("Merino Shirt", "attribute", [T_SHIRTS, BASE_LAYERS], MERINO),
    q("Fleecejacke Damen", "attribute", FLEECE, WOMEN),
    q("Helm", "word", HELMETS),
    q("Alpinski", "word", ALPINE_SKIS),
    q("Schlafsack Daune", "attribute", SLEEPING_BAGS, DOWN),
  ],
  fr: [
    q("bottes d'hiver enfant", "attribute", WINTER_BOOTS, KIDS),
    q("gants", "word", GLOVES),
    q("gourde", "word", WATER_BOTTLES),
    q("chaussons d'escalade", "word", CLIMBING_SHOES),
    q("pantalon de randonnée homme", "attribute", HIKING_TROUSERS, MEN),
    q("t-shirt mérinos", "attribute", T_SHIRTS, MERINO),
    q("veste polaire femme", "attribute", FLEECE, WOMEN),
    q("casque", "word", HELMETS),
    q("skis alpins", "word", ALPINE_SKIS),
    q("sac de couchage duvet", "attribute", SLEEPING_BAGS, DOWN),
  ],
  ru: [
    q("детские зимние ботинки", "attribute", WINTER_BOOTS, KIDS),
    q("перчатки", "word", GLOVES),
    q("бутылка для воды", "word", WATER_BOTTLES),
    q("треккинговые брюки мужские", "attribute", HIKING_TROUSERS, MEN),
    q("футболка из мериноса", "attribute", T_SHIRTS, MERINO),
    q("флисовая куртка женская", "attribute", FLEECE, WOMEN),
    q("каска", "word", HELMETS),
    q("лыжи", "plural", SKIS),
    q("спальный мешок пуховый", "attribute", SLEEPING_BAGS, DOWN),
    q("палатка двухместная", "word", TENTS),
  ],
};
