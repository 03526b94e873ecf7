/** Property types and values, tags, ribbons, colours, product types and size tables of the demo shop. */
import type { FilterKind, ParsedSizeTable } from "../schema/attributes.ts";
import type { L } from "./text.ts";

export interface PropertyValueSeed {
  id: number;
  slug: string;
  names: L;
}
export interface PropertyTypeSeed {
  id: number;
  slug: string;
  filterKind: FilterKind;
  unit: string | null;
  names: L;
  bgColor: string;
  textColor: string;
  values: PropertyValueSeed[];
}

const YES: L = { en: "Yes", fi: "Kyllä", sv: "Ja", de: "Ja", fr: "Oui", ru: "Да" };

let valueId = 0;
const v = (slug: string, en: string, fi: string, sv: string, de: string, fr: string, ru: string): PropertyValueSeed => ({
  id: ++valueId,
  slug,
  names: { en, fi, sv, de, fr, ru },
});
const names = (en: string, fi: string, sv: string, de: string, fr: string, ru: string): L => ({ en, fi, sv, de, fr, ru });

const range = (id: number, slug: string, unit: string | null, n: L): PropertyTypeSeed => ({
  id,
  slug,
  filterKind: "range",
  unit,
  names: n,
  bgColor: "#eef3ee",
  textColor: "#1f3b2d",
  values: [],
});
const checkbox = (id: number, slug: string, n: L, values: PropertyValueSeed[], colors = ["#f1ede4", "#2b2b2b"]): PropertyTypeSeed => ({
  id,
  slug,
  filterKind: "checkbox",
  unit: null,
  names: n,
  bgColor: colors[0]!,
  textColor: colors[1]!,
  values,
});

export const PROPERTY_TYPES: PropertyTypeSeed[] = [
  checkbox(1, "gender", names("Gender", "Sukupuoli", "Kön", "Geschlecht", "Genre", "Пол"), [
    v("men", "Men", "Miehet", "Herr", "Herren", "Homme", "Мужское"),
    v("women", "Women", "Naiset", "Dam", "Damen", "Femme", "Женское"),
    v("unisex", "Unisex", "Unisex", "Unisex", "Unisex", "Unisexe", "Унисекс"),
    v("kids", "Kids", "Lapset", "Barn", "Kinder", "Enfant", "Детское"),
  ]),
  checkbox(2, "material", names("Material", "Materiaali", "Material", "Material", "Matière", "Материал"), [
    v("polyamide", "Polyamide", "Polyamidi", "Polyamid", "Polyamid", "Polyamide", "Полиамид"),
    v("polyester", "Polyester", "Polyesteri", "Polyester", "Polyester", "Polyester", "Полиэстер"),
    v("merino-wool", "Merino wool", "Merinovilla", "Merinoull", "Merinowolle", "Laine mérinos", "Шерсть мериноса"),
    v("down", "Down", "Untuva", "Dun", "Daune", "Duvet", "Пух"),
    v("synthetic-insulation", "Synthetic insulation", "Tekokuitueriste", "Syntetisk isolering", "Kunstfaserisolierung", "Isolation synthétique", "Синтетический утеплитель"),
    v("leather", "Leather", "Nahka", "Läder", "Leder", "Cuir", "Кожа"),
    v("cotton", "Organic cotton", "Luomupuuvilla", "Ekologisk bomull", "Bio-Baumwolle", "Coton bio", "Органический хлопок"),
    v("aluminium", "Aluminium", "Alumiini", "Aluminium", "Aluminium", "Aluminium", "Алюминий"),
    v("titanium", "Titanium", "Titaani", "Titan", "Titan", "Titane", "Титан"),
    v("stainless-steel", "Stainless steel", "Ruostumaton teräs", "Rostfritt stål", "Edelstahl", "Acier inoxydable", "Нержавеющая сталь"),
    v("carbon", "Carbon fibre", "Hiilikuitu", "Kolfiber", "Carbon", "Carbone", "Карбон"),
    v("wood-core", "Wood core", "Puuydin", "Träkärna", "Holzkern", "Noyau bois", "Деревянный сердечник"),
    v("nylon", "Nylon", "Nailon", "Nylon", "Nylon", "Nylon", "Нейлон"),
  ]),
  checkbox(3, "features", names("Features", "Ominaisuudet", "Egenskaper", "Eigenschaften", "Caractéristiques", "Особенности"), [
    v("waterproof", "Waterproof", "Vedenpitävä", "Vattentät", "Wasserdicht", "Imperméable", "Водонепроницаемый"),
    v("windproof", "Windproof", "Tuulenpitävä", "Vindtät", "Winddicht", "Coupe-vent", "Ветрозащитный"),
    v("breathable", "Breathable", "Hengittävä", "Andas", "Atmungsaktiv", "Respirant", "Дышащий"),
    v("hood", "Hood", "Huppu", "Huva", "Kapuze", "Capuche", "Капюшон"),
    v("reflectors", "Reflectors", "Heijastimet", "Reflexer", "Reflektoren", "Réflecteurs", "Светоотражатели"),
    v("packable", "Packable", "Pakattava", "Packbar", "Verstaubar", "Compressible", "Компактно складывается"),
    v("insulated", "Insulated", "Lämpöeristetty", "Isolerad", "Isoliert", "Isolé", "Утеплённый"),
  ]),
  checkbox(4, "season", names("Season", "Kausi", "Säsong", "Saison", "Saison", "Сезон"), [
    v("summer", "Summer", "Kesä", "Sommar", "Sommer", "Été", "Лето"),
    v("three-season", "Three-season", "Kolmen vuodenajan", "Tre säsonger", "Drei Jahreszeiten", "Trois saisons", "Три сезона"),
    v("winter", "Winter", "Talvi", "Vinter", "Winter", "Hiver", "Зима"),
  ]),
  checkbox(5, "fit", names("Fit", "Malli", "Passform", "Passform", "Coupe", "Посадка"), [
    v("regular", "Regular fit", "Normaali malli", "Normal passform", "Normale Passform", "Coupe normale", "Стандартная"),
    v("slim", "Slim fit", "Kapea malli", "Smal passform", "Schmale Passform", "Coupe ajustée", "Приталенная"),
    v("relaxed", "Relaxed fit", "Väljä malli", "Ledig passform", "Weite Passform", "Coupe ample", "Свободная"),
  ]),
  range(6, "weight", "g", names("Weight", "Paino", "Vikt", "Gewicht", "Poids", "Вес")),
  range(7, "hydrostatic-head", "mm", names("Hydrostatic head", "Vesipilari", "Vattenpelare", "Wassersäule", "Colonne d'eau", "Водостойкость")),
  range(8, "breathability", "g/m²/24h", names("Breathability", "Hengittävyys", "Andningsförmåga", "Atmungsaktivität", "Respirabilité", "Паропроницаемость")),
  range(9, "r-value", null, names("R-value", "R-arvo", "R-värde", "R-Wert", "Valeur R", "R-значение")),
  range(10, "comfort-temperature", "°C", names("Comfort temperature", "Mukavuuslämpötila", "Komforttemperatur", "Komforttemperatur", "Température de confort", "Температура комфорта")),
  range(11, "volume", "l", names("Volume", "Tilavuus", "Volym", "Volumen", "Volume", "Объём")),
  range(12, "persons", null, names("Persons", "Henkilömäärä", "Antal personer", "Personen", "Personnes", "Количество мест")),
  range(13, "waist-width", "mm", names("Waist width", "Vyötärön leveys", "Midjebredd", "Mittelbreite", "Largeur au patin", "Ширина талии")),
  range(14, "turn-radius", "m", names("Turn radius", "Kääntösäde", "Svängradie", "Radius", "Rayon de courbe", "Радиус бокового выреза")),
  range(15, "max-output", "W", names("Max output", "Maksimiteho", "Maxeffekt", "Maximale Leistung", "Puissance max.", "Максимальная мощность")),
  range(16, "luminous-flux", "lm", names("Light output", "Valoteho", "Ljusstyrka", "Leuchtkraft", "Puissance lumineuse", "Световой поток")),
  range(17, "flex", null, names("Flex", "Jäykkyys", "Flex", "Flex", "Flex", "Жёсткость")),
  range(18, "rope-diameter", "mm", names("Diameter", "Halkaisija", "Diameter", "Durchmesser", "Diamètre", "Диаметр")),
  checkbox(19, "binding-norm", names("Binding standard", "Sidejärjestelmä", "Bindningssystem", "Bindungssystem", "Système de fixation", "Система крепления"), [
    v("iso-5355", "Alpine ISO 5355", "Alppi ISO 5355", "Alpin ISO 5355", "Alpin ISO 5355", "Alpin ISO 5355", "Горнолыжный ISO 5355"),
    v("iso-9523", "Touring ISO 9523", "Retkeily ISO 9523", "Tur ISO 9523", "Touren ISO 9523", "Randonnée ISO 9523", "Туринговый ISO 9523"),
    v("nordic-rail", "Nordic Rail", "Nordic Rail", "Nordic Rail", "Nordic Rail", "Nordic Rail", "Nordic Rail"),
    v("nordic-pin", "Nordic Pin", "Nordic Pin", "Nordic Pin", "Nordic Pin", "Nordic Pin", "Nordic Pin"),
  ]),
  // Slugs starting with vu- mark sustainability properties.
  checkbox(20, "vu-recycled-materials", names("Recycled materials", "Kierrätetyt materiaalit", "Återvunna material", "Recycelte Materialien", "Matières recyclées", "Переработанные материалы"), [
    { id: ++valueId, slug: "yes", names: YES },
  ], ["#e3f1e6", "#1b4d2b"]),
  checkbox(21, "vu-pfc-free", names("PFC-free water repellency", "PFC-vapaa vedenhylkivyys", "PFC-fri impregnering", "PFC-freie Imprägnierung", "Déperlant sans PFC", "Пропитка без PFC"), [
    { id: ++valueId, slug: "yes", names: YES },
  ], ["#e3f1e6", "#1b4d2b"]),
  checkbox(22, "vu-responsible-down", names("Responsibly sourced down", "Vastuullisesti tuotettu untuva", "Ansvarsfullt producerat dun", "Verantwortungsvoll gewonnene Daune", "Duvet d'origine responsable", "Ответственно полученный пух"), [
    { id: ++valueId, slug: "yes", names: YES },
  ], ["#e3f1e6", "#1b4d2b"]),
];

export const propertyBySlug = new Map(PROPERTY_TYPES.map((p) => [p.slug, p]));

export function propertyValue(typeSlug: string, valueSlug: string): PropertyValueSeed {
  const type = propertyBySlug.get(typeSlug);
  const value = type?.values.find((x) => x.slug === valueSlug);
  if (!value) throw new Error(`unknown property value ${typeSlug}/${valueSlug}`);
  return value;
}

export interface LabelledSeed {
  id: number;
  slug: string;
  names: L;
  bgColor: string;
  textColor: string;
}

export const TAGS: LabelledSeed[] = [
  { id: 1, slug: "new", names: names("New", "Uutuus", "Nyhet", "Neu", "Nouveauté", "Новинка"), bgColor: "#1f5d3a", textColor: "#ffffff" },
  { id: 2, slug: "bestseller", names: names("Bestseller", "Myydyimpiä", "Bästsäljare", "Bestseller", "Meilleure vente", "Хит продаж"), bgColor: "#2b2b2b", textColor: "#ffffff" },
  { id: 3, slug: "responsible-choice", names: names("Responsible choice", "Vastuullisempi valinta", "Ansvarsfullt val", "Verantwortungsvolle Wahl", "Choix responsable", "Ответственный выбор"), bgColor: "#e3f1e6", textColor: "#1b4d2b" },
  { id: 4, slug: "club-offer", names: names("Club offer", "Kanta-asiakastarjous", "Klubberbjudande", "Clubangebot", "Offre club", "Предложение клуба"), bgColor: "#5b2a86", textColor: "#ffffff" },
  { id: 5, slug: "online-only", names: names("Online only", "Vain verkosta", "Endast online", "Nur online", "Uniquement en ligne", "Только онлайн"), bgColor: "#0d4f8b", textColor: "#ffffff" },
  { id: 6, slug: "limited-edition", names: names("Limited edition", "Rajoitettu erä", "Begränsad upplaga", "Limitierte Auflage", "Édition limitée", "Лимитированная серия"), bgColor: "#8a5a00", textColor: "#ffffff" },
  { id: 7, slug: "finnish-design", names: names("Finnish design", "Suomalaista designia", "Finsk design", "Finnisches Design", "Design finlandais", "Финский дизайн"), bgColor: "#ffffff", textColor: "#0d3c78" },
  { id: 8, slug: "staff-pick", names: names("Staff pick", "Henkilökunnan suosikki", "Personalens favorit", "Team-Favorit", "Coup de cœur de l'équipe", "Выбор сотрудников"), bgColor: "#f6e7c1", textColor: "#4a3300" },
];

export interface RibbonSeed {
  id: number;
  slug: string;
  names: L;
  value: string;
}

/** Ribbon colours are 'background;text'. */
export const RIBBONS: RibbonSeed[] = [
  { id: 1, slug: "outlet", names: names("Outlet", "Outlet", "Outlet", "Outlet", "Outlet", "Аутлет"), value: "#ffd400;#1a1a1a" },
  { id: 2, slug: "sale", names: names("Sale", "Ale", "Rea", "Sale", "Soldes", "Распродажа"), value: "#b3261e;#ffffff" },
  { id: 3, slug: "new", names: names("New", "Uutuus", "Nyhet", "Neu", "Nouveau", "Новинка"), value: "#1f5d3a;#ffffff" },
  { id: 4, slug: "club-price", names: names("Club price", "Kanta-asiakashinta", "Klubbpris", "Clubpreis", "Prix club", "Цена для членов клуба"), value: "#5b2a86;#ffffff" },
  { id: 5, slug: "last-pieces", names: names("Last pieces", "Viimeiset kappaleet", "Sista exemplaren", "Letzte Stücke", "Dernières pièces", "Последние штуки"), value: "#b85c00;#ffffff" },
  { id: 6, slug: "winter-deal", names: names("Winter deal", "Talvitarjous", "Vintererbjudande", "Winterangebot", "Offre d'hiver", "Зимнее предложение"), value: "#0d4f8b;#ffffff" },
];

export interface ColourSeed {
  slug: string;
  hex: string;
  family: string;
  names: L;
}

const c = (slug: string, hex: string, family: string, en: string, fi: string, sv: string, de: string, fr: string, ru: string): ColourSeed => ({
  slug,
  hex,
  family,
  names: { en, fi, sv, de, fr, ru },
});

export const COLOURS: ColourSeed[] = [
  c("black", "#1c1c1c", "black", "Black", "Musta", "Svart", "Schwarz", "Noir", "Чёрный"),
  c("white", "#f5f5f2", "white", "White", "Valkoinen", "Vit", "Weiß", "Blanc", "Белый"),
  c("grey", "#8a8d8f", "grey", "Grey", "Harmaa", "Grå", "Grau", "Gris", "Серый"),
  c("charcoal", "#3b3f42", "grey", "Charcoal", "Grafiitti", "Grafit", "Anthrazit", "Anthracite", "Графитовый"),
  c("navy", "#1d2c4d", "blue", "Navy", "Tummansininen", "Marinblå", "Marineblau", "Bleu marine", "Тёмно-синий"),
  c("blue", "#2563a8", "blue", "Blue", "Sininen", "Blå", "Blau", "Bleu", "Синий"),
  c("sky", "#7fb6e0", "blue", "Sky blue", "Taivaansininen", "Himmelsblå", "Himmelblau", "Bleu ciel", "Голубой"),
  c("petrol", "#1f5f6b", "blue", "Petrol", "Petrooli", "Petrol", "Petrol", "Bleu pétrole", "Петроль"),
  c("turquoise", "#2aa3a0", "turquoise", "Turquoise", "Turkoosi", "Turkos", "Türkis", "Turquoise", "Бирюзовый"),
  c("green", "#2f7d46", "green", "Green", "Vihreä", "Grön", "Grün", "Vert", "Зелёный"),
  c("forest", "#2c4a35", "green", "Forest green", "Metsänvihreä", "Skogsgrön", "Waldgrün", "Vert forêt", "Лесной зелёный"),
  c("olive", "#6b6b3a", "green", "Olive", "Oliivi", "Oliv", "Oliv", "Olive", "Оливковый"),
  c("lime", "#9cc33b", "green", "Lime", "Limetti", "Lime", "Limette", "Citron vert", "Лаймовый"),
  c("yellow", "#f2c230", "yellow", "Yellow", "Keltainen", "Gul", "Gelb", "Jaune", "Жёлтый"),
  c("mustard", "#c9a227", "yellow", "Mustard", "Sinappi", "Senap", "Senf", "Moutarde", "Горчичный"),
  c("orange", "#e66f24", "orange", "Orange", "Oranssi", "Orange", "Orange", "Orange", "Оранжевый"),
  c("red", "#c0392b", "red", "Red", "Punainen", "Röd", "Rot", "Rouge", "Красный"),
  c("burgundy", "#6d1f2f", "red", "Burgundy", "Viininpunainen", "Vinröd", "Weinrot", "Bordeaux", "Бордовый"),
  c("pink", "#e38aa8", "pink", "Pink", "Pinkki", "Rosa", "Rosa", "Rose", "Розовый"),
  c("purple", "#6a3d8f", "purple", "Purple", "Violetti", "Lila", "Lila", "Violet", "Фиолетовый"),
  c("brown", "#6b4a2f", "brown", "Brown", "Ruskea", "Brun", "Braun", "Marron", "Коричневый"),
  c("beige", "#d8c7a6", "beige", "Beige", "Beige", "Beige", "Beige", "Beige", "Бежевый"),
  c("sand", "#c2a878", "beige", "Sand", "Hiekka", "Sand", "Sand", "Sable", "Песочный"),
  c("khaki", "#8f8456", "green", "Khaki", "Khaki", "Khaki", "Khaki", "Kaki", "Хаки"),
];

export const colourBySlug = new Map(COLOURS.map((x) => [x.slug, x]));

/** Colour palettes per kind of product. */
export const PALETTES = {
  clothing: ["black", "navy", "blue", "sky", "petrol", "turquoise", "green", "forest", "olive", "lime", "yellow", "mustard", "orange", "red", "burgundy", "pink", "purple", "grey", "charcoal", "beige", "khaki"],
  muted: ["black", "charcoal", "grey", "navy", "forest", "olive", "brown", "sand", "khaki", "beige", "burgundy", "petrol"],
  gear: ["black", "grey", "charcoal", "green", "forest", "orange", "red", "blue", "yellow", "olive", "sand"],
  bright: ["red", "orange", "yellow", "lime", "blue", "sky", "turquoise", "pink", "purple", "black", "white"],
  metal: ["grey", "black", "charcoal", "orange", "red", "blue", "green"],
} satisfies Record<string, string[]>;

export interface ProductTypeSeed {
  id: number;
  slug: string;
  sortOrder: number;
  names: L;
  titles: L;
}

const legTitle = names("Leg length", "Lahkeen pituus", "Benlängd", "Beinlänge", "Longueur de jambe", "Длина брюк");
const zipTitle = names("Zip side", "Vetoketjun puoli", "Dragkedjans sida", "Reißverschlussseite", "Côté de la fermeture", "Сторона молнии");
const gripTitle = names("Grip", "Pito", "Fäste", "Steigzone", "Adhérence", "Держание");

export const PRODUCT_TYPES: ProductTypeSeed[] = [
  { id: 1, slug: "regular-leg", sortOrder: 1, titles: legTitle, names: names("Regular", "Normaali", "Normal", "Normal", "Normale", "Стандартная") },
  { id: 2, slug: "short-leg", sortOrder: 2, titles: legTitle, names: names("Short", "Lyhyt", "Kort", "Kurz", "Courte", "Укороченная") },
  { id: 3, slug: "long-leg", sortOrder: 3, titles: legTitle, names: names("Long", "Pitkä", "Lång", "Lang", "Longue", "Удлинённая") },
  { id: 4, slug: "left-zip", sortOrder: 4, titles: zipTitle, names: names("Left zip", "Vasen vetoketju", "Vänster dragkedja", "Reißverschluss links", "Fermeture à gauche", "Молния слева") },
  { id: 5, slug: "right-zip", sortOrder: 5, titles: zipTitle, names: names("Right zip", "Oikea vetoketju", "Höger dragkedja", "Reißverschluss rechts", "Fermeture à droite", "Молния справа") },
  { id: 6, slug: "skin-grip", sortOrder: 6, titles: gripTitle, names: names("Skin grip", "Karvapohja", "Stighudar", "Fellgrip", "Peaux intégrées", "Камус") },
  { id: 7, slug: "wax-grip", sortOrder: 7, titles: gripTitle, names: names("Wax grip", "Pitovoide", "Fästvalla", "Steigwachs", "Fartage de retenue", "Мазь держания") },
];

export const productTypeBySlug = new Map(PRODUCT_TYPES.map((p) => [p.slug, p]));

/** Size scales. Sort order: XXXS..XXXXXL first, then numeric. */
export const LETTER_SIZES = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL", "XXXXXL"];

export function sizeSortOrder(size: string): number {
  const letter = LETTER_SIZES.indexOf(size);
  if (letter >= 0) return (letter + 1) * 10;
  // Combined letter sizes such as S/M sit between their two sizes.
  const combo = /^([A-Z]+)\/([A-Z]+)$/.exec(size);
  if (combo && LETTER_SIZES.includes(combo[1]!)) return (LETTER_SIZES.indexOf(combo[1]!) + 1) * 10 + 5;
  const num = Number.parseFloat(size.replace(",", "."));
  return Number.isFinite(num) ? 1000 + Math.round(num * 10) : 99_999;
}

export interface SizeTableSeed {
  id: number;
  name: string;
  names: L;
  info: L;
  parsed: ParsedSizeTable;
}

const label = (en: string, fi: string, sv: string, de: string, fr: string, ru: string) => ({ en, fi, sv, de, fr, ru });
const sizesOf = (list: string[]) => list.map((size) => ({ size, product_type: null }));
const measureInfo = names(
  "Measure your body without clothes and choose the size by the largest measurement.",
  "Mittaa vartalosi ilman vaatteita ja valitse koko suurimman mitan mukaan.",
  "Mät kroppen utan kläder och välj storlek efter det största måttet.",
  "Messen Sie ohne Kleidung und wählen Sie die Größe nach dem größten Maß.",
  "Mesurez-vous sans vêtements et choisissez la taille selon la plus grande mesure.",
  "Снимайте мерки без одежды и выбирайте размер по наибольшему значению.",
);

export const SIZE_TABLES: SizeTableSeed[] = [
  {
    id: 1,
    name: "mens-clothing",
    names: names("Men's clothing", "Miesten vaatteet", "Herrkläder", "Herrenbekleidung", "Vêtements homme", "Мужская одежда"),
    info: measureInfo,
    parsed: {
      sizes: sizesOf(["XS", "S", "M", "L", "XL", "XXL", "XXXL"]),
      rows: [
        { unit: "cm", label: label("Chest", "Rinnanympärys", "Bröstvidd", "Brustumfang", "Tour de poitrine", "Обхват груди"), values: ["88", "94", "100", "106", "112", "118", "124"] },
        { unit: "cm", label: label("Waist", "Vyötärö", "Midja", "Taille", "Tour de taille", "Обхват талии"), values: ["76", "82", "88", "94", "100", "106", "112"] },
        { unit: "cm", label: label("Height", "Pituus", "Längd", "Körpergröße", "Taille (hauteur)", "Рост"), values: ["170", "174", "178", "182", "186", "190", "194"] },
      ],
    },
  },
  {
    id: 2,
    name: "womens-clothing",
    names: names("Women's clothing", "Naisten vaatteet", "Damkläder", "Damenbekleidung", "Vêtements femme", "Женская одежда"),
    info: measureInfo,
    parsed: {
      sizes: sizesOf(["XXS", "XS", "S", "M", "L", "XL", "XXL"]),
      rows: [
        { unit: "cm", label: label("Chest", "Rinnanympärys", "Bröstvidd", "Brustumfang", "Tour de poitrine", "Обхват груди"), values: ["78", "82", "86", "92", "98", "104", "110"] },
        { unit: "cm", label: label("Waist", "Vyötärö", "Midja", "Taille", "Tour de taille", "Обхват талии"), values: ["62", "66", "70", "76", "82", "88", "94"] },
        { unit: "cm", label: label("Hip", "Lantio", "Höft", "Hüfte", "Tour de hanches", "Обхват бёдер"), values: ["86", "90", "94", "100", "106", "112", "118"] },
      ],
    },
  },
  {
    id: 3,
    name: "kids-clothing",
    names: names("Kids' clothing", "Lasten vaatteet", "Barnkläder", "Kinderbekleidung", "Vêtements enfant", "Детская одежда"),
    info: names(
      "Kids' sizes follow the child's height in centimetres.",
      "Lasten koot vastaavat lapsen pituutta senttimetreinä.",
      "Barnstorlekarna motsvarar barnets längd i centimeter.",
      "Kindergrößen entsprechen der Körpergröße in Zentimetern.",
      "Les tailles enfant correspondent à la taille de l'enfant en centimètres.",
      "Детские размеры соответствуют росту ребёнка в сантиметрах.",
    ),
    parsed: {
      sizes: sizesOf(["110", "120", "130", "140", "150", "160"]),
      rows: [
        { unit: "cm", label: label("Height", "Pituus", "Längd", "Körpergröße", "Taille (hauteur)", "Рост"), values: ["105-115", "115-125", "125-135", "135-145", "145-155", "155-165"] },
        { unit: "cm", label: label("Chest", "Rinnanympärys", "Bröstvidd", "Brustumfang", "Tour de poitrine", "Обхват груди"), values: ["58", "62", "66", "70", "76", "82"] },
      ],
    },
  },
  {
    id: 4,
    name: "footwear",
    names: names("Footwear", "Jalkineet", "Skor", "Schuhe", "Chaussures", "Обувь"),
    info: names(
      "Measure your foot in the evening and leave about one centimetre of room at the toes.",
      "Mittaa jalkasi illalla ja jätä varpaiden eteen noin sentin väljyys.",
      "Mät foten på kvällen och lämna ungefär en centimeter utrymme framför tårna.",
      "Messen Sie Ihren Fuß am Abend und lassen Sie vor den Zehen etwa einen Zentimeter Platz.",
      "Mesurez votre pied le soir et laissez environ un centimètre d'aisance devant les orteils.",
      "Измеряйте стопу вечером и оставляйте около сантиметра свободного места у пальцев.",
    ),
    parsed: {
      sizes: sizesOf(["37", "38", "39", "40", "41", "42", "43", "44", "45", "46"]),
      rows: [
        { unit: "EU", label: label("EU", "EU", "EU", "EU", "EU", "EU"), values: ["37", "38", "39", "40", "41", "42", "43", "44", "45", "46"] },
        { unit: "UK", label: label("UK", "UK", "UK", "UK", "UK", "UK"), values: ["4", "5", "5.5", "6.5", "7", "8", "9", "9.5", "10.5", "11"] },
        { unit: "US", label: label("US", "US", "US", "US", "US", "US"), values: ["5", "6", "6.5", "7.5", "8", "9", "10", "10.5", "11.5", "12"] },
        { unit: "cm", label: label("Foot length", "Jalan pituus", "Fotlängd", "Fußlänge", "Longueur du pied", "Длина стопы"), values: ["23.5", "24", "24.5", "25.5", "26", "27", "27.5", "28.5", "29", "30"] },
      ],
    },
  },
  {
    id: 5,
    name: "alpine-ski-boots",
    names: names("Alpine ski boots", "Laskettelumonot", "Alpinpjäxor", "Alpinskischuhe", "Chaussures de ski alpin", "Горнолыжные ботинки"),
    info: names(
      "Ski boots are sized in Mondopoint, the foot length in centimetres.",
      "Laskettelumonojen koko on Mondopoint eli jalan pituus senttimetreinä.",
      "Pjäxornas storlek anges i Mondopoint, fotens längd i centimeter.",
      "Skischuhe werden in Mondopoint angegeben, der Fußlänge in Zentimetern.",
      "Les chaussures de ski sont en Mondopoint, la longueur du pied en centimètres.",
      "Размер горнолыжных ботинок указывается в Mondopoint, то есть длине стопы в сантиметрах.",
    ),
    parsed: {
      sizes: sizesOf(["24,5", "25,5", "26,5", "27,5", "28,5", "29,5"]),
      rows: [
        { unit: "EU", label: label("EU", "EU", "EU", "EU", "EU", "EU"), values: ["38", "39.5", "41", "42.5", "44", "45"] },
        { unit: "mm", label: label("Sole length", "Pohjan pituus", "Sulans längd", "Sohlenlänge", "Longueur de semelle", "Длина подошвы"), values: ["285", "295", "305", "315", "325", "335"] },
      ],
    },
  },
  {
    id: 6,
    name: "gloves",
    names: names("Gloves", "Käsineet", "Handskar", "Handschuhe", "Gants", "Перчатки"),
    info: names(
      "Measure around your palm below the knuckles.",
      "Mittaa kämmenen ympärys rystysten alapuolelta.",
      "Mät runt handflatan nedanför knogarna.",
      "Messen Sie den Handumfang unterhalb der Knöchel.",
      "Mesurez le tour de la paume sous les jointures.",
      "Измерьте обхват ладони под костяшками.",
    ),
    parsed: {
      sizes: sizesOf(["XS", "S", "M", "L", "XL"]),
      rows: [{ unit: "cm", label: label("Hand circumference", "Kämmenen ympärys", "Handomkrets", "Handumfang", "Tour de main", "Обхват ладони"), values: ["16-17", "18-19", "20-21", "22-23", "24-25"] }],
    },
  },
];
