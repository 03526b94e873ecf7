import { defineMessages } from "../define.ts";

/**
 * Texts of the catalogue pages around the grid: product-group and brand pages, the
 * brands list, newest, the full catalogue and search. The grid's own texts are in catalog.ts.
 * French uses a no-break space (\u00a0) before : ? ! and inside « », as French typography does.
 */
export default defineMessages({
  brandsTitle: {
    en: "Brands",
    fi: "Merkit",
    sv: "Märken",
    de: "Marken",
    fr: "Marques",
    ru: "Бренды",
  },

  // description with 'Read more'
  readMore: {
    en: "Read more",
    fi: "Lue lisää",
    sv: "Läs mer",
    de: "Mehr lesen",
    fr: "Lire la suite",
    ru: "Читать далее",
  },

  // brand promo carousel
  carouselLabel: {
    en: "{brand} pictures",
    fi: "{brand}: kuvat",
    sv: "Bilder från {brand}",
    de: "Bilder von {brand}",
    fr: "Images {brand}",
    ru: "{brand}: изображения",
  },
  slideLabel: {
    en: "Picture {index} of {count}",
    fi: "Kuva {index}/{count}",
    sv: "Bild {index} av {count}",
    de: "Bild {index} von {count}",
    fr: "Image {index} sur {count}",
    ru: "Изображение {index} из {count}",
  },
  slideAlt: {
    en: "{brand}, picture {index}",
    fi: "{brand}, kuva {index}",
    sv: "{brand}, bild {index}",
    de: "{brand}, Bild {index}",
    fr: "{brand}, image {index}",
    ru: "{brand}, изображение {index}",
  },
  previousSlide: {
    en: "Previous picture",
    fi: "Edellinen kuva",
    sv: "Föregående bild",
    de: "Vorheriges Bild",
    fr: "Image précédente",
    ru: "Предыдущее изображение",
  },
  nextSlide: {
    en: "Next picture",
    fi: "Seuraava kuva",
    sv: "Nästa bild",
    de: "Nächstes Bild",
    fr: "Image suivante",
    ru: "Следующее изображение",
  },
  showSlide: {
    en: "Show picture {index}",
    fi: "Näytä kuva {index}",
    sv: "Visa bild {index}",
    de: "Bild {index} zeigen",
    fr: "Afficher l’image {index}",
    ru: "Показать изображение {index}",
  },
  slidePicker: {
    en: "Choose a picture",
    fi: "Valitse kuva",
    sv: "Välj en bild",
    de: "Bild wählen",
    fr: "Choisir une image",
    ru: "Выбрать изображение",
  },
  pauseSlides: {
    en: "Stop the slideshow",
    fi: "Pysäytä kuvaesitys",
    sv: "Stoppa bildspelet",
    de: "Diashow anhalten",
    fr: "Arrêter le diaporama",
    ru: "Остановить показ",
  },
  playSlides: {
    en: "Start the slideshow",
    fi: "Käynnistä kuvaesitys",
    sv: "Starta bildspelet",
    de: "Diashow starten",
    fr: "Lancer le diaporama",
    ru: "Запустить показ",
  },

  // brands list (/manufacturers/)
  brandsByLetter: {
    en: "Brands by initial letter",
    fi: "Merkit alkukirjaimen mukaan",
    sv: "Märken efter begynnelsebokstav",
    de: "Marken nach Anfangsbuchstaben",
    fr: "Marques par initiale",
    ru: "Бренды по первой букве",
  },
  brandCount: {
    en: "{count, plural, one {# brand} other {# brands}}",
    fi: "{count, plural, one {# merkki} other {# merkkiä}}",
    sv: "{count, plural, one {# märke} other {# märken}}",
    de: "{count, plural, one {# Marke} other {# Marken}}",
    fr: "{count, plural, one {# marque} many {# de marques} other {# marques}}",
    ru: "{count, plural, one {# бренд} few {# бренда} many {# брендов} other {# бренда}}",
  },
  otherInitial: {
    en: "Other",
    fi: "Muut",
    sv: "Övriga",
    de: "Andere",
    fr: "Autres",
    ru: "Другие",
  },
  noBrands: {
    en: "No brands to show yet.",
    fi: "Merkkejä ei ole vielä näytettävänä.",
    sv: "Det finns inga märken att visa ännu.",
    de: "Noch keine Marken vorhanden.",
    fr: "Aucune marque à afficher pour le moment.",
    ru: "Пока нет брендов.",
  },

  // newest and the full catalogue
  newestTitle: {
    en: "New arrivals",
    fi: "Uutuudet",
    sv: "Nyheter",
    de: "Neuheiten",
    fr: "Nouveautés",
    ru: "Новинки",
  },
  newestDescription: {
    en: "The latest products in our range, newest first.",
    fi: "Valikoimamme tuoreimmat tuotteet, uusimmat ensin.",
    sv: "De senaste produkterna i vårt sortiment, de nyaste först.",
    de: "Die neuesten Produkte unseres Sortiments, die neuesten zuerst.",
    fr: "Les derniers produits de notre gamme, les plus récents d’abord.",
    ru: "Последние поступления нашего ассортимента, сначала самые новые.",
  },
  catalogTitle: {
    en: "All products",
    fi: "Kaikki tuotteet",
    sv: "Alla produkter",
    de: "Alle Produkte",
    fr: "Tous les produits",
    ru: "Все товары",
  },
  catalogDescription: {
    en: "Our whole range of outdoor and sports gear.",
    fi: "Koko ulkoilu- ja urheiluvalikoimamme.",
    sv: "Hela vårt sortiment av frilufts- och sportutrustning.",
    de: "Unser gesamtes Sortiment an Outdoor- und Sportausrüstung.",
    fr: "Toute notre gamme d’équipement outdoor et de sport.",
    ru: "Весь наш ассортимент снаряжения для активного отдыха и спорта.",
  },

  // search (the approximate notice is errors.queryNotUnderstood)
  searchTitle: {
    en: "Search",
    fi: "Haku",
    sv: "Sök",
    de: "Suche",
    fr: "Recherche",
    ru: "Поиск",
  },
  searchResultsFor: {
    en: "Search results for “{query}”",
    fi: "Hakutulokset: ”{query}”",
    sv: "Sökresultat för ”{query}”",
    de: "Suchergebnisse für „{query}“",
    fr: "Résultats de recherche pour «\u00a0{query}\u00a0»",
    ru: "Результаты поиска по запросу «{query}»",
  },
  searchLabel: {
    en: "Search products",
    fi: "Hae tuotteita",
    sv: "Sök produkter",
    de: "Produkte suchen",
    fr: "Rechercher des produits",
    ru: "Поиск товаров",
  },
  searchButton: {
    en: "Search",
    fi: "Hae",
    sv: "Sök",
    de: "Suchen",
    fr: "Rechercher",
    ru: "Найти",
  },
  searchHint: {
    en: "Search by product name, brand or type, for example “rain jacket”.",
    fi: "Hae tuotteen nimellä, merkillä tai tyypillä, esimerkiksi ”sadetakki”.",
    sv: "Sök på produktnamn, märke eller typ, till exempel ”regnjacka”.",
    de: "Suchen Sie nach Produktname, Marke oder Art, zum Beispiel „Regenjacke“.",
    fr: "Recherchez par nom de produit, marque ou type, par exemple «\u00a0veste de pluie\u00a0».",
    ru: "Ищите по названию, бренду или типу товара, например «дождевик».",
  },
  relatedSearches: {
    en: "Related searches",
    fi: "Liittyvät haut",
    sv: "Relaterade sökningar",
    de: "Verwandte Suchen",
    fr: "Recherches associées",
    ru: "Похожие запросы",
  },
});
