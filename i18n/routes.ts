import { LANGUAGES, type Lang } from "./languages.ts";

/**
 * The one route table: every page is named once by id, with its path per language.
 * React Router's routes are generated from it (app/routes.ts) and every link is built
 * from it by id (`pathFor`), so a localized path is never typed twice.
 *
 * Paths use React Router patterns: `:param` for one segment, `*` for the rest.
 * Paths here carry no trailing slash; `pathFor` adds it (every URL ends with a slash).
 * A path given as a string is the same in every language.
 */
type PathSpec = string | Record<Lang, string>;

const same = (path: string): PathSpec => path;

export const ROUTES = {
  home: same("/"),
  menu: { en: "/menu", fi: "/valikko", sv: "/meny", de: "/menue", fr: "/menu", ru: "/menyu" },
  "style-guide": same("/style-guide"),
  /** Developer pages: outside production, or with DEV_PAGES=true; otherwise 404. */
  "dev.outbox": same("/dev/outbox"),
  /** The delivery country and currency form; its action sets the locale cookies. */
  locale: same("/locale"),

  // The back office: staff's pages, the same address in every storefront, in the storefront's language.
  admin: same("/admin"),
  "admin.products": same("/admin/products"),
  "admin.products.new": same("/admin/products/new"),
  "admin.product": same("/admin/products/:id"),
  /** A part of a model's editor (prices, stock, …: app/components/admin/model-sections.ts). */
  "admin.product.section": same("/admin/products/:id/:section"),
  "admin.audit": same("/admin/audit"),
  "admin.tokens": same("/admin/tokens"),
  "admin.import": same("/admin/import"),
  "admin.import.run": same("/admin/import/:id"),
  "admin.import.report": same("/admin/import/:id/report"),
  "admin.export": same("/admin/export"),
  "admin.groups": same("/admin/groups"),
  "admin.group": same("/admin/groups/:id"),
  "admin.brands": same("/admin/brands"),
  "admin.brand": same("/admin/brands/:id"),
  "admin.stores": same("/admin/stores"),
  "admin.store": same("/admin/stores/:id"),
  "admin.pages": same("/admin/pages"),
  "admin.page": same("/admin/pages/:id"),
  "admin.page.tab": same("/admin/pages/:id/tabs/:tab"),
  "admin.banners": same("/admin/banners"),
  "admin.banner": same("/admin/banners/:id"),
  "admin.settings": same("/admin/settings"),
  "admin.keywords": same("/admin/keywords"),
  "admin.keyword": same("/admin/keywords/:id"),
  "admin.searches": same("/admin/searches"),
  "admin.searchWords": same("/admin/search-words"),
  "admin.searchWord": same("/admin/search-words/:id"),

  // account area
  accounts: { en: "/accounts", fi: "/tili", sv: "/konto", de: "/konto", fr: "/compte", ru: "/akkaunt" },
  "accounts.login": {
    en: "/accounts/login",
    fi: "/tili/kirjaudu",
    sv: "/konto/logga-in",
    de: "/konto/anmelden",
    fr: "/compte/connexion",
    ru: "/akkaunt/vhod",
  },
  "accounts.activate": {
    en: "/accounts/activate/:hash",
    fi: "/tili/aktivoi/:hash",
    sv: "/konto/aktivera/:hash",
    de: "/konto/aktivieren/:hash",
    fr: "/compte/activer/:hash",
    ru: "/akkaunt/aktivaciya/:hash",
  },
  "accounts.delete": {
    en: "/accounts/delete-account/:token",
    fi: "/tili/poista-tili/:token",
    sv: "/konto/radera-konto/:token",
    de: "/konto/konto-loeschen/:token",
    fr: "/compte/supprimer-compte/:token",
    ru: "/akkaunt/udalit-akkaunt/:token",
  },
  "accounts.reset-password": {
    en: "/accounts/reset-password",
    fi: "/tili/salasanan-palautus",
    sv: "/konto/aterstall-losenord",
    de: "/konto/passwort-zuruecksetzen",
    fr: "/compte/reinitialiser-mot-de-passe",
    ru: "/akkaunt/sbros-parolya",
  },
  "accounts.reset-confirm": {
    en: "/accounts/password/reset/confirm/:hash",
    fi: "/tili/salasana/palautus/vahvista/:hash",
    sv: "/konto/losenord/aterstall/bekrafta/:hash",
    de: "/konto/passwort/zuruecksetzen/bestaetigen/:hash",
    fr: "/compte/mot-de-passe/reinitialiser/confirmer/:hash",
    ru: "/akkaunt/parol/sbros/podtverdit/:hash",
  },
  /** The GDPR export of the signed-in person's data: a JSON download from the account area. */
  "accounts.data": {
    en: "/accounts/my-data",
    fi: "/tili/omat-tiedot",
    sv: "/konto/mina-data",
    de: "/konto/meine-daten",
    fr: "/compte/mes-donnees",
    ru: "/akkaunt/moi-dannye",
  },
  /** The social log-in: the start sends the browser to the OpenID Connect provider... */
  "accounts.social-login": {
    en: "/accounts/social-login",
    fi: "/tili/kirjaudu-palvelulla",
    sv: "/konto/logga-in-med-tjanst",
    de: "/konto/anmelden-mit-dienst",
    fr: "/compte/connexion-par-service",
    ru: "/akkaunt/vhod-cherez-servis",
  },
  /** ...which sends it back here (register these addresses at the provider). */
  "accounts.social-callback": {
    en: "/accounts/social-login/callback",
    fi: "/tili/kirjaudu-palvelulla/paluu",
    sv: "/konto/logga-in-med-tjanst/retur",
    de: "/konto/anmelden-mit-dienst/rueckkehr",
    fr: "/compte/connexion-par-service/retour",
    ru: "/akkaunt/vhod-cherez-servis/vozvrat",
  },
  /** Writing a review of a model, for signed-in customers; the model's id in the path. */
  "reviews.write": {
    en: "/accounts/write-review/:model",
    fi: "/tili/kirjoita-arvostelu/:model",
    sv: "/konto/skriv-recension/:model",
    de: "/konto/bewertung-schreiben/:model",
    fr: "/compte/ecrire-un-avis/:model",
    ru: "/akkaunt/napisat-otzyv/:model",
  },
  /** The signed-in customer's own reviews: each to see, edit (the writing form) or delete. */
  "accounts.reviews": {
    en: "/accounts/reviews",
    fi: "/tili/arvostelut",
    sv: "/konto/recensioner",
    de: "/konto/bewertungen",
    fr: "/compte/avis",
    ru: "/akkaunt/otzyvy",
  },
  /** An organisation user's gift campaigns and codes. */
  "accounts.giftCampaigns": {
    en: "/accounts/gift-campaigns",
    fi: "/tili/lahjakampanjat",
    sv: "/konto/presentkampanjer",
    de: "/konto/geschenkaktionen",
    fr: "/compte/campagnes-cadeaux",
    ru: "/akkaunt/podarochnye-kampanii",
  },
  /** One campaign's codes as a CSV file. */
  "accounts.giftCampaignCodes": {
    en: "/accounts/gift-campaigns/:campaign/codes",
    fi: "/tili/lahjakampanjat/:campaign/koodit",
    sv: "/konto/presentkampanjer/:campaign/koder",
    de: "/konto/geschenkaktionen/:campaign/codes",
    fr: "/compte/campagnes-cadeaux/:campaign/codes",
    ru: "/akkaunt/podarochnye-kampanii/:campaign/kody",
  },
  /** Staff: company accounts waiting for verification (a verified company's people are organisation users). */
  "staff.companies": {
    en: "/staff/companies",
    fi: "/henkilokunta/yritystilit",
    sv: "/personal/foretagskonton",
    de: "/mitarbeiter/firmenkonten",
    fr: "/personnel/comptes-entreprise",
    ru: "/personal/kompanii",
  },
  /** Staff: returns, exchanges and complaints to handle. */
  "staff.returns": {
    en: "/staff/returns",
    fi: "/henkilokunta/palautukset",
    sv: "/personal/returer",
    de: "/mitarbeiter/ruecksendungen",
    fr: "/personnel/retours",
    ru: "/personal/vozvraty",
  },
  "staff.returns.case": {
    en: "/staff/returns/:number",
    fi: "/henkilokunta/palautukset/:number",
    sv: "/personal/returer/:number",
    de: "/mitarbeiter/ruecksendungen/:number",
    fr: "/personnel/retours/:number",
    ru: "/personal/vozvraty/:number",
  },
  /** Staff: reviews waiting for moderation. */
  "staff.reviews": {
    en: "/staff/reviews",
    fi: "/henkilokunta/arvostelut",
    sv: "/personal/recensioner",
    de: "/mitarbeiter/bewertungen",
    fr: "/personnel/avis",
    ru: "/personal/otzyvy",
  },
  "accounts.stop-reminders": {
    en: "/accounts/stop_reminders/:email",
    fi: "/tili/lopeta_muistutukset/:email",
    sv: "/konto/stoppa_paminnelser/:email",
    de: "/konto/erinnerungen_stoppen/:email",
    fr: "/compte/arreter_rappels/:email",
    ru: "/akkaunt/otklyuchit_napominaniya/:email",
  },
  ask: { en: "/ask", fi: "/kysy", sv: "/fraga", de: "/fragen", fr: "/question", ru: "/vopros" },

  // campaigns
  campaign: {
    en: "/campaigns/:campaignSlug",
    fi: "/kampanjat/:campaignSlug",
    sv: "/kampanjer/:campaignSlug",
    de: "/aktionen/:campaignSlug",
    fr: "/campagnes/:campaignSlug",
    ru: "/aktsii/:campaignSlug",
  },
  "campaigns.club-offers": {
    en: "/campaigns/club-offers",
    fi: "/kampanjat/kanta-asiakasedut",
    sv: "/kampanjer/klubberbjudanden",
    de: "/aktionen/clubangebote",
    fr: "/campagnes/offres-club",
    ru: "/aktsii/predlozheniya-kluba",
  },
  giftcampaigns: {
    en: "/giftcampaigns/:category",
    fi: "/lahjakampanjat/:category",
    sv: "/presentkampanjer/:category",
    de: "/geschenkaktionen/:category",
    fr: "/campagnes-cadeaux/:category",
    ru: "/podarochnye-aktsii/:category",
  },
  /** A product of a gift campaign, redeemed with a code. */
  "giftcampaigns.product": {
    en: "/giftcampaigns/:category/:product",
    fi: "/lahjakampanjat/:category/:product",
    sv: "/presentkampanjer/:category/:product",
    de: "/geschenkaktionen/:category/:product",
    fr: "/campagnes-cadeaux/:category/:product",
    ru: "/podarochnye-aktsii/:category/:product",
  },

  // catalogue
  catalog: { en: "/catalog", fi: "/tuotteet", sv: "/katalog", de: "/katalog", fr: "/catalogue", ru: "/katalog" },
  newest: { en: "/newest", fi: "/uutuudet", sv: "/nyheter", de: "/neuheiten", fr: "/nouveautes", ru: "/novinki" },
  search: { en: "/search", fi: "/haku", sv: "/sok", de: "/suche", fr: "/recherche", ru: "/poisk" },
  manufacturers: {
    en: "/manufacturers",
    fi: "/valmistajat",
    sv: "/tillverkare",
    de: "/hersteller",
    fr: "/marques",
    ru: "/proizvoditeli",
  },
  /** The singular form of the brands list's path; the brands list answers it too. */
  manufacturer: {
    en: "/manufacturer",
    fi: "/valmistaja",
    sv: "/marke",
    de: "/marke",
    fr: "/marque",
    ru: "/proizvoditel",
  },
  "second-hand": {
    en: "/second-hand",
    fi: "/kaytetyt",
    sv: "/begagnat",
    de: "/gebraucht",
    fr: "/seconde-main",
    ru: "/b-u",
  },

  // cart and checkout
  checkout: { en: "/checkout", fi: "/kassa", sv: "/kassa", de: "/kasse", fr: "/panier", ru: "/korzina" },
  "checkout.club-info": {
    en: "/checkout/club-info",
    fi: "/kassa/kanta-asiakkuus",
    sv: "/kassa/klubbinfo",
    de: "/kasse/club-info",
    fr: "/panier/club-info",
    ru: "/korzina/klub",
  },
  "checkout.payment": {
    en: "/checkout/payment",
    fi: "/kassa/maksu",
    sv: "/kassa/betalning",
    de: "/kasse/zahlung",
    fr: "/panier/paiement",
    ru: "/korzina/oplata",
  },
  "checkout.klarna-confirm": same("/checkout/klarna/confirm"),

  // corporate
  "corporate-info-form": {
    en: "/corporate-info-form",
    fi: "/yritystietolomake",
    sv: "/foretagsformular",
    de: "/firmenformular",
    fr: "/formulaire-entreprise",
    ru: "/korporativnaya-forma",
  },
  "corporate-newsletter": {
    en: "/corporate-newsletter",
    fi: "/yritysuutiskirje",
    sv: "/foretagsnyhetsbrev",
    de: "/firmen-newsletter",
    fr: "/newsletter-entreprise",
    ru: "/korporativnaya-rassylka",
  },
  "forest-newsletter": {
    en: "/forest-newsletter",
    fi: "/metsauutiskirje",
    sv: "/skogsnyhetsbrev",
    de: "/wald-newsletter",
    fr: "/newsletter-foret",
    ru: "/lesnaya-rassylka",
  },
  "newsletter.unsubscribe": {
    en: "/newsletter/unsubscribe/:token",
    fi: "/uutiskirje/peru/:token",
    sv: "/nyhetsbrev/avsluta/:token",
    de: "/newsletter/abmelden/:token",
    fr: "/newsletter/desinscription/:token",
    ru: "/rassylka/otpiska/:token",
  },
  enterprise: { en: "/enterprise", fi: "/yritysmyynti", sv: "/foretag", de: "/firmenkunden", fr: "/entreprises", ru: "/korporativnym-klientam" },

  experiences: {
    en: "/experiences/*",
    fi: "/elamykset/*",
    sv: "/upplevelser/*",
    de: "/erlebnisse/*",
    fr: "/experiences/*",
    ru: "/vpechatleniya/*",
  },
  faq: { en: "/faq", fi: "/ukk", sv: "/vanliga-fragor", de: "/faq", fr: "/faq", ru: "/voprosy-i-otvety" },
  history: { en: "/history", fi: "/ostohistoria", sv: "/kophistorik", de: "/bestellhistorie", fr: "/historique", ru: "/istoriya-zakazov" },

  // blog section
  "life-outdoors": {
    en: "/life-outdoors",
    fi: "/ulkoilmaelamaa",
    sv: "/friluftsliv",
    de: "/draussen-leben",
    fr: "/vie-en-plein-air",
    ru: "/zhizn-na-prirode",
  },
  "life-outdoors.blog": {
    en: "/life-outdoors/blog",
    fi: "/ulkoilmaelamaa/blogi",
    sv: "/friluftsliv/blogg",
    de: "/draussen-leben/blog",
    fr: "/vie-en-plein-air/blog",
    ru: "/zhizn-na-prirode/blog",
  },
  "life-outdoors.blog-post": {
    en: "/life-outdoors/blog/:slug",
    fi: "/ulkoilmaelamaa/blogi/:slug",
    sv: "/friluftsliv/blogg/:slug",
    de: "/draussen-leben/blog/:slug",
    fr: "/vie-en-plein-air/blog/:slug",
    ru: "/zhizn-na-prirode/blog/:slug",
  },
  "life-outdoors.bloggers": {
    en: "/life-outdoors/bloggers",
    fi: "/ulkoilmaelamaa/bloggaajat",
    sv: "/friluftsliv/bloggare",
    de: "/draussen-leben/blogger",
    fr: "/vie-en-plein-air/blogueurs",
    ru: "/zhizn-na-prirode/blogery",
  },
  "life-outdoors.blogger": {
    en: "/life-outdoors/bloggers/:blogger",
    fi: "/ulkoilmaelamaa/bloggaajat/:blogger",
    sv: "/friluftsliv/bloggare/:blogger",
    de: "/draussen-leben/blogger/:blogger",
    fr: "/vie-en-plein-air/blogueurs/:blogger",
    ru: "/zhizn-na-prirode/blogery/:blogger",
  },
  "life-outdoors.post": {
    en: "/life-outdoors/:post",
    fi: "/ulkoilmaelamaa/:post",
    sv: "/friluftsliv/:post",
    de: "/draussen-leben/:post",
    fr: "/vie-en-plein-air/:post",
    ru: "/zhizn-na-prirode/:post",
  },

  // orders
  "order.process": {
    en: "/order/process",
    fi: "/tilaus/kasittely",
    sv: "/order/behandling",
    de: "/bestellung/verarbeitung",
    fr: "/commande/traitement",
    ru: "/zakaz/obrabotka",
  },
  "order.payment-ok": {
    en: "/order/payment_ok/*",
    fi: "/tilaus/maksu_ok/*",
    sv: "/order/betalning_ok/*",
    de: "/bestellung/zahlung_ok/*",
    fr: "/commande/paiement_ok/*",
    ru: "/zakaz/oplata_ok/*",
  },
  "order.payment-cancelled": {
    en: "/order/payment_cancelled/*",
    fi: "/tilaus/maksu_peruttu/*",
    sv: "/order/betalning_avbruten/*",
    de: "/bestellung/zahlung_abgebrochen/*",
    fr: "/commande/paiement_annule/*",
    ru: "/zakaz/oplata_otmenena/*",
  },
  "order.payment-error": {
    en: "/order/payment_error/*",
    fi: "/tilaus/maksu_virhe/*",
    sv: "/order/betalning_fel/*",
    de: "/bestellung/zahlung_fehler/*",
    fr: "/commande/paiement_erreur/*",
    ru: "/zakaz/oplata_oshibka/*",
  },
  "order.payment-address": {
    en: "/order/payment_address/*",
    fi: "/tilaus/maksu_osoite/*",
    sv: "/order/betalning_adress/*",
    de: "/bestellung/zahlung_adresse/*",
    fr: "/commande/paiement_adresse/*",
    ru: "/zakaz/oplata_adres/*",
  },
  // the built-in test payment service's page (core/payments/test-provider.server.ts)
  "payment.test": same("/payment/test/:reference"),
  "view-order": {
    en: "/view-order",
    fi: "/nayta-tilaus",
    sv: "/visa-order",
    de: "/bestellung-ansehen",
    fr: "/voir-commande",
    ru: "/prosmotr-zakaza",
  },
  /** An order's receipt as a PDF file (?order=&token=, as the order page). */
  "view-order.receipt": {
    en: "/view-order/receipt",
    fi: "/nayta-tilaus/kuitti",
    sv: "/visa-order/kvitto",
    de: "/bestellung-ansehen/beleg",
    fr: "/voir-commande/recu",
    ru: "/prosmotr-zakaza/kvitantsiya",
  },

  // static pages
  page: { en: "/page/*", fi: "/sivu/*", sv: "/sida/*", de: "/seite/*", fr: "/page/*", ru: "/stranitsa/*" },
  static: same("/static/*"),
  "static-with-tabs": same("/static-with-tabs/*"),

  reclamation: {
    en: "/reclamation",
    fi: "/reklamaatio",
    sv: "/reklamation",
    de: "/reklamation",
    fr: "/reclamation",
    ru: "/reklamatsiya",
  },
  "reclamation.case": {
    en: "/reclamation/:number",
    fi: "/reklamaatio/:number",
    sv: "/reklamation/:number",
    de: "/reklamation/:number",
    fr: "/reclamation/:number",
    ru: "/reklamatsiya/:number",
  },
  returns: { en: "/returns", fi: "/palautukset", sv: "/returer", de: "/ruecksendungen", fr: "/retours", ru: "/vozvraty" },
  "returns.case": {
    en: "/returns/:number",
    fi: "/palautukset/:number",
    sv: "/returer/:number",
    de: "/ruecksendungen/:number",
    fr: "/retours/:number",
    ru: "/vozvraty/:number",
  },
  rental: { en: "/rental", fi: "/vuokraus", sv: "/uthyrning", de: "/verleih", fr: "/location", ru: "/prokat" },
  "rental.rentle": {
    en: "/rental/rentle",
    fi: "/vuokraus/rentle",
    sv: "/uthyrning/rentle",
    de: "/verleih/rentle",
    fr: "/location/rentle",
    ru: "/prokat/rentle",
  },
  responsibility: {
    en: "/responsibility",
    fi: "/vastuullisuus",
    sv: "/ansvar",
    de: "/verantwortung",
    fr: "/responsabilite",
    ru: "/otvetstvennost",
  },
  giftcards: {
    en: "/service-products/giftcards",
    fi: "/palvelutuotteet/lahjakortit",
    sv: "/tjanster/presentkort",
    de: "/serviceprodukte/geschenkkarten",
    fr: "/produits-services/cartes-cadeaux",
    ru: "/uslugi/podarochnye-karty",
  },
  "shoe-wizard": {
    en: "/shoe-wizard",
    fi: "/kenkavelho",
    sv: "/skoguide",
    de: "/schuhberater",
    fr: "/guide-chaussures",
    ru: "/podbor-obuvi",
  },
  "ski-wizard": {
    en: "/ski-wizard",
    fi: "/suksivelho",
    sv: "/skidguide",
    de: "/skiberater",
    fr: "/guide-ski",
    ru: "/podbor-lyzh",
  },
  "ski-wizard.sport": {
    en: "/ski-wizard/:sport",
    fi: "/suksivelho/:sport",
    sv: "/skidguide/:sport",
    de: "/skiberater/:sport",
    fr: "/guide-ski/:sport",
    ru: "/podbor-lyzh/:sport",
  },
  stores: { en: "/stores", fi: "/myymalat", sv: "/butiker", de: "/filialen", fr: "/magasins", ru: "/magaziny" },
  "stores.store": {
    en: "/stores/:store",
    fi: "/myymalat/:store",
    sv: "/butiker/:store",
    de: "/filialen/:store",
    fr: "/magasins/:store",
    ru: "/magaziny/:store",
  },
  wishlist: { en: "/wishlist", fi: "/toivelista", sv: "/onskelista", de: "/wunschliste", fr: "/liste-de-souhaits", ru: "/izbrannoe" },
  "womens-and-mens-shoes": {
    en: "/womens-and-mens-shoes",
    fi: "/naisten-ja-miesten-kengat",
    sv: "/dam-och-herrskor",
    de: "/damen-und-herrenschuhe",
    fr: "/chaussures-femmes-et-hommes",
    ru: "/zhenskaya-i-muzhskaya-obuv",
  },
} as const satisfies Record<string, PathSpec>;

export type RouteId = keyof typeof ROUTES;

export function patternFor(id: RouteId, lang: Lang): string {
  const spec: PathSpec = ROUTES[id];
  return typeof spec === "string" ? spec : spec[lang];
}

/**
 * The URL of a page in a language, with parameters filled in and the trailing slash.
 * `*` takes the `"*"` parameter (a rest path, which may contain slashes).
 */
export function pathFor(id: RouteId, lang: Lang, params: Record<string, string> = {}): string {
  const pattern = patternFor(id, lang);
  const filled = pattern
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) {
        const value = params[segment.slice(1)];
        // "" drops the segment and "." or ".." is resolved away by URL parsing: either links to another page.
        if (value === undefined || value === "" || value === "." || value === "..") {
          throw new Error(`pathFor(${id}): missing parameter ${segment}`);
        }
        return encodeURIComponent(value);
      }
      if (segment === "*") {
        return (params["*"] ?? "")
          .split("/")
          .filter(Boolean)
          .map((part) => encodeURIComponent(part))
          .join("/");
      }
      return segment;
    })
    .filter((segment, index) => index === 0 || segment !== "")
    .join("/");
  return filled.endsWith("/") ? filled : `${filled}/`;
}

/** Every distinct path pattern of a route across languages, with the languages that use it. */
export function patternsOf(id: RouteId): Array<{ pattern: string; langs: Lang[] }> {
  const byPattern = new Map<string, Lang[]>();
  for (const lang of LANGUAGES) {
    const pattern = patternFor(id, lang);
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), lang]);
  }
  return [...byPattern].map(([pattern, langs]) => ({ pattern, langs }));
}
