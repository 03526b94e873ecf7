/**
 * Picks the illustration for a product group or product type slug ('hardshell-jackets', 'hiking-boots',
 * 'kuoritakit' ...). Slugs come in six languages, so each rule has whole words (English, French and the
 * like: 'pants' must not match 'pans', 'skirts' must not match 'ski') and stems that may sit anywhere
 * (Finnish, Swedish, German and Russian build compounds: 'laskettelu|monot', 'regn|jackor', 'Wander|schuhe').
 * Rules are tried in order, the specific before the general ('ski-boots' before 'boots' and 'skis').
 */
import { isProductShape, type ProductShape } from "./product-svg.ts";

/** Lowercase, accents folded (ä -> a, ё -> е), every run of other characters turned into one '-'. */
export function normalizeSlug(slug: string): string {
  return slug
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ø/g, "o")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9\u0430-\u044f]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

interface Rule {
  shape: ProductShape;
  /** Whole hyphen-separated words or word sequences, '|'-separated. */
  words?: string;
  /** Substrings matched anywhere, '|'-separated. */
  stems?: string;
  /** Broad group names that count only as the whole slug ('camping', not 'camping-stoves'). */
  whole?: string;
}

const RULES: readonly Rule[] = [
  { shape: "gift-card", words: "gift-cards?|giftcards?|gift-vouchers?|vouchers?|cartes?-cadeaux?", stems: "lahjakort|presentkort|gutschein|geschenk|подарочн" },
  { shape: "tent", words: "tents?|shelters?|tarps?|bivys?|bivvy|tentes?|tent-poles|tent-pegs", whole: "camping|camp|retkeily", stems: "teltat|teltta|tarpit|talt|zelt|палатк|тент" },
  {
    shape: "ski-boot",
    words: "ski-boots?|alpine-ski-boots|alpine-boots|touring-boots|ski-touring-boots|xc-boots|cross-country-boots|cross-country-ski-boots|chaussures-de-ski",
    stems: "monot|pjaxor|skischuh|skistiefel|tourenschuh|лыжные-ботинки|горнолыжные-ботинки",
  },
  { shape: "binding", words: "bindings?|ski-bindings?|fixations?", stems: "siteet|bindningar|bindung|креплени" },
  { shape: "ski-pole", words: "poles|ski-poles|trekking-poles|hiking-poles|walking-poles|batons", stems: "sauvat|stavar|stocke|палки" },
  { shape: "goggles", words: "goggles|ski-goggles|sunglasses|glasses|eyewear|masques?|lunettes", stems: "lasit|glasogon|brille|маск|очки" },
  { shape: "helmet", words: "helmets?|casques?", stems: "kypar|hjalm|helm|шлем" },
  { shape: "snowboard", words: "snowboards?|snowboarding", stems: "lumilaud|сноуборд" },
  { shape: "sleeping-bag", words: "sleeping-bags?|sleepingbags?|sacs?-de-couchage|quilts?", stems: "makuupussi|sovsack|schlafsack|спальн" },
  {
    shape: "sleeping-pad",
    words: "sleeping-pads?|sleeping-mats?|camping-mats?|mats?|pads?|matelas|mattress(es)?|air-mattress(es)?",
    stems: "makuualust|retkipatj|liggunderlag|isomatte|коврик",
  },
  { shape: "climbing-harness", words: "harness(es)?|climbing-harness(es)?|baudriers?|selar", stems: "valjaat|klatterselar|klettergurt|страховочн|обвязк" },
  {
    shape: "carabiner",
    words: "carabiners?|karabiners?|mousquetons?|quickdraws?|belay-devices?",
    whole: "climbing|climbing-gear|climbing-equipment|escalade|klettern|klattring|kiipeily|kiipeilyvarusteet",
    stems: "sulkurenka|karbinhak|karabiner|карабин|скалолаз",
  },
  { shape: "rope", words: "ropes?|climbing-ropes?|rep|seile?|cordes?|cords?", stems: "koydet|koysi|kletterseil|веревк" },
  {
    shape: "stove",
    words: "stoves?|camping-stoves?|burners?|fuel|gas-canisters?|gas-cartridges?|rechauds?|kok",
    stems: "keittimet|keitin|kocher|stormkok|горелк|картридж|газов",
  },
  {
    shape: "pot",
    words: "cooking|cookware|cook-sets?|cooksets?|pots?|pans?|mess-kits?|camp-kitchen|kitchen|dishes|tableware|casseroles?|cuisine|popotes?",
    stems: "kattila|astiat|keittio|kastrull|kokkarl|geschirr|topfe|посуд|котел|кастрюл",
  },
  {
    shape: "bottle",
    words: "bottles?|water-bottles?|flasks?|thermos(es)?|hydration|hydration-packs?|gourdes?",
    stems: "pullot|juomapullo|termospullo|flask|flasche|termos|бутыл|фляг|термос",
  },
  {
    shape: "headlamp",
    words: "headlamps?|head-torches?|headlights?|torches?|flashlights?|lamps?|lanterns?|lights?|lighting|frontales?|lampes?",
    stems: "lamppu|lamput|otsalamp|valaisin|lampor|lampa|lampe|фонар",
  },
  { shape: "knife", words: "knives|knife|multitools?|multi-tools?|tools|axes|saws|couteaux?|canifs?", stems: "puukko|puukot|veitsi|veitset|kniv|messer|нож" },
  { shape: "compass", words: "compass(es)?|navigation|gps|boussoles?", stems: "kompass|компас" },
  { shape: "map", words: "maps?|cartes?|hiking-maps?|guidebooks?|books", stems: "kartat|kartta|kartor|karte|карт" },
  // Clothing. Vests and fleece before jackets ('fleece-jackets', 'down-vests').
  { shape: "vest", words: "vests?|gilets?|bodywarmers?|down-vests?|vast", stems: "liivi|vastar|weste|жилет" },
  { shape: "fleece", words: "fleeces?|mid-layers?|midlayers?|polaires?|polar", stems: "fleece|valikerra|флис" },
  {
    shape: "jacket",
    words: "jackets?|anoraks?|parkas?|coats?|shells?|hardshells?|softshells?|windbreakers?|vestes?|manteaux?|blousons?|doudounes?",
    whole: "clothing|clothes|apparel|vetements|vaatteet|klader|bekleidung|одежда",
    stems: "takit|takki|jackor|jacka|jacke|mantel|куртк|пуховик|ветровк",
  },
  { shape: "shorts", words: "shorts|bermudas?", stems: "shortsit|шорт" },
  {
    shape: "trousers",
    words: "trousers|pants|bibs?|bib-pants|leggings|tights|salopettes?|pantalons?|overalls?",
    stems: "housut|byxor|hose|брюк|штан|тайтс|леггин",
  },
  {
    shape: "shirt",
    words: "shirts?|t-shirts?|tees?|tops?|tank-tops?|base-layers?|baselayers?|underwear|thermals?|polos?|hoodies?|sweaters?|jumpers?|pullovers?|chemises?|maillots?|sous-vetements",
    stems: "paidat|paita|kerrasto|trojor|troja|skjort|hemd|shirt|футболк|рубаш|термобел|кофт|свитер",
  },
  {
    shape: "gloves",
    words: "gloves?|mittens?|mitts|gants|moufles",
    stems: "kasineet|kasine|hanskat|lapaset|rukkaset|handskar|vantar|handschuh|перчат|варежк|рукавиц",
  },
  {
    shape: "hat",
    words: "hats?|beanies?|caps?|headwear|headbands?|balaclavas?|neck-gaiters?|buffs?|bonnets?|chapeaux?|casquettes?|tuques?",
    stems: "pipo|hattu|hatut|lakki|lakit|mossa|mossor|keps|mutze|hute|шапк|кепк|балаклав",
  },
  { shape: "sock", words: "socks?|chaussettes", stems: "sukat|sukka|strumpor|socken|носк" },
  { shape: "sandal", words: "sandals?|sandales|flip-flops", stems: "sandaal|sandal|сандал|шлепан" },
  {
    shape: "boot",
    words: "boots?|hiking-boots?|mountaineering-boots?|winter-boots?|rubber-boots?|wellies|bottes|chaussures-de-randonnee|chaussures-de-montagne",
    stems: "vaelluskeng|saappaat|saapas|kangor|stovlar|stiefel|wanderschuh|bergschuh|ботин|сапог",
  },
  {
    shape: "shoe",
    words: "shoes?|footwear|sneakers?|trainers|chaussures|baskets",
    stems: "kengat|kenka|jalkineet|skor|schuh|кроссов|обув|туфл",
  },
  {
    shape: "backpack",
    words: "backpacks?|rucksacks?|daypacks?|packs?|bags?|duffels?|duffel-bags?|luggage|sacs?-a-dos|sacs?|bagages",
    whole: "hiking|trekking|vaellus|wandern|vandring",
    stems: "reput|reppu|laukku|laukut|ryggsack|rucksack|tasche|рюкзак|сумк",
  },
  {
    shape: "ski",
    words: "skis?|alpine-skis?|cross-country-skis?|touring-skis?|xc-skis?|freeride-skis?|skins",
    whole: "skiing|alpine|cross-country|xc|freeride|backcountry|ski-touring|downhill|nordic|winter-sports|laskettelu|hiihto",
    stems: "sukset|suksi|skidor|alpinski|langlaufski|tourenski|лыж",
  },
];

const COMPILED: readonly [ProductShape, RegExp][] = RULES.map(({ shape, words, stems, whole }) => {
  const parts: string[] = [];
  if (whole) parts.push(`^(?:${whole})$`);
  if (words) parts.push(`(?:^|-)(?:${words})(?=-|$)`);
  if (stems) parts.push(`(?:${stems})`);
  return [shape, new RegExp(parts.join("|"))];
});

/**
 * The illustration for a product group or product type slug; a shape name itself maps to that shape,
 * and anything unknown falls back to 'generic' (a stuff sack, never a grey box).
 */
export function shapeForProductType(typeSlug: string): ProductShape {
  const slug = normalizeSlug(typeSlug);
  if (isProductShape(slug)) return slug;
  for (const [shape, pattern] of COMPILED) if (pattern.test(slug)) return shape;
  return "generic";
}
