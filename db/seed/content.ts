/** Static pages, pages with tabs, banners, keyword popups and general settings of the demo shop. */
import type { L } from "./text.ts";

export interface PageSeed {
  id: number;
  key: string;
  kind: "page" | "tabs";
  slugs: L;
  titles: L;
  html: L;
  meta: L;
}

export interface TabSeed {
  id: number;
  pageKey: string;
  parentId: number | null;
  slugs: L;
  titles: L;
  html: L;
}

const l = (en: string, fi: string, sv: string, de: string, fr: string, ru: string): L => ({ en, fi, sv, de, fr, ru });

/** First sentence of a page's text, stripped of tags, as its meta description. */
function metaOf(html: L): L {
  const first = (s: string) => s.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().split(/(?<=[.!?])\s/)[0] ?? "";
  return l(first(html.en), first(html.fi), first(html.sv), first(html.de), first(html.fr), first(html.ru));
}

const page = (id: number, key: string, kind: "page" | "tabs", slugs: L, titles: L, html: L): PageSeed => ({
  id,
  key,
  kind,
  slugs,
  titles,
  html,
  meta: metaOf(html),
});

export const STATIC_PAGES: PageSeed[] = [
  page(
    1,
    "terms",
    "page",
    l("terms-and-conditions", "sopimusehdot", "kopvillkor", "allgemeine-geschaftsbedingungen", "conditions-generales-de-vente", "usloviya-prodazhi"),
    l("Terms and conditions", "Sopimusehdot", "Köpvillkor", "Allgemeine Geschäftsbedingungen", "Conditions générales de vente", "Условия продажи"),
    l(
      `<p>These terms apply to purchases made in the Kuusikko Outdoor online store. By placing an order you accept the terms valid at the time of ordering.</p>
<h2>Prices</h2><p>Prices include VAT for deliveries within the EU. For deliveries outside the EU, VAT is deducted at checkout; local taxes or duties may apply.</p>
<h2>Returns</h2><p>You can return an unused product within 100 days of receiving it. Read more on our <a href="/page/return-policy/">return policy</a> page.</p>
<h2>Complaints</h2><p>If a product is faulty, please contact our customer service. We handle complaints according to consumer protection law.</p>`,
      `<p>Nämä ehdot koskevat Kuusikko Outdoorin verkkokaupasta tehtyjä ostoksia. Tekemällä tilauksen hyväksyt tilaushetkellä voimassa olevat ehdot.</p>
<h2>Hinnat</h2><p>Hinnat sisältävät arvonlisäveron EU:n sisäisissä toimituksissa. EU:n ulkopuolelle toimitettaessa arvonlisävero vähennetään kassalla; paikallisia veroja tai tulleja voidaan periä.</p>
<h2>Palautukset</h2><p>Voit palauttaa käyttämättömän tuotteen 100 päivän kuluessa sen vastaanottamisesta. Lue lisää <a href="/sivu/palautusoikeus/">palautusoikeudesta</a>.</p>
<h2>Reklamaatiot</h2><p>Jos tuotteessa on vika, ota yhteyttä asiakaspalveluumme. Käsittelemme reklamaatiot kuluttajansuojalain mukaisesti.</p>`,
      `<p>Dessa villkor gäller köp i Kuusikko Outdoors webbutik. Genom att lägga en beställning godkänner du de villkor som gäller vid beställningstillfället.</p>
<h2>Priser</h2><p>Priserna inkluderar moms vid leveranser inom EU. Vid leveranser utanför EU dras momsen av i kassan; lokala skatter eller tullar kan tillkomma.</p>
<h2>Returer</h2><p>Du kan returnera en oanvänd produkt inom 100 dagar från mottagandet. Läs mer om vår <a href="/sida/returratt/">returrätt</a>.</p>
<h2>Reklamationer</h2><p>Om en produkt är felaktig, kontakta vår kundservice. Vi hanterar reklamationer enligt konsumentskyddslagen.</p>`,
      `<p>Diese Bedingungen gelten für Einkäufe im Onlineshop von Kuusikko Outdoor. Mit Ihrer Bestellung akzeptieren Sie die zum Bestellzeitpunkt gültigen Bedingungen.</p>
<h2>Preise</h2><p>Die Preise enthalten bei Lieferungen innerhalb der EU die Mehrwertsteuer. Bei Lieferungen außerhalb der EU wird die Mehrwertsteuer an der Kasse abgezogen; lokale Steuern oder Zölle können anfallen.</p>
<h2>Rückgabe</h2><p>Unbenutzte Produkte können Sie innerhalb von 100 Tagen nach Erhalt zurückgeben. Mehr dazu in unserem <a href="/seite/rueckgaberecht/">Rückgaberecht</a>.</p>
<h2>Reklamationen</h2><p>Ist ein Produkt fehlerhaft, wenden Sie sich bitte an unseren Kundenservice. Reklamationen bearbeiten wir nach dem Verbraucherschutzrecht.</p>`,
      `<p>Les présentes conditions s'appliquent aux achats effectués sur la boutique en ligne Kuusikko Outdoor. En passant commande, vous acceptez les conditions en vigueur au moment de la commande.</p>
<h2>Prix</h2><p>Les prix incluent la TVA pour les livraisons dans l'UE. Pour les livraisons hors UE, la TVA est déduite lors du paiement ; des taxes ou droits locaux peuvent s'appliquer.</p>
<h2>Retours</h2><p>Vous pouvez retourner un produit non utilisé dans les 100 jours suivant sa réception. Plus d'informations dans notre <a href="/page/politique-de-retour/">politique de retour</a>.</p>
<h2>Réclamations</h2><p>Si un produit est défectueux, contactez notre service client. Nous traitons les réclamations conformément au droit de la consommation.</p>`,
      `<p>Настоящие условия распространяются на покупки в интернет-магазине Kuusikko Outdoor. Оформляя заказ, вы принимаете условия, действующие на момент заказа.</p>
<h2>Цены</h2><p>При доставке в пределах ЕС цены включают НДС. При доставке за пределы ЕС НДС вычитается при оформлении заказа; могут взиматься местные налоги и пошлины.</p>
<h2>Возврат</h2><p>Неиспользованный товар можно вернуть в течение 100 дней после получения. Подробнее — в разделе <a href="/stranitsa/vozvrat-tovara/">возврат товара</a>.</p>
<h2>Рекламации</h2><p>Если товар оказался с дефектом, обратитесь в нашу службу поддержки. Рекламации рассматриваются в соответствии с законом о защите прав потребителей.</p>`,
    ),
  ),
  page(
    2,
    "delivery-methods",
    "page",
    l("delivery-methods", "toimitustavat", "leveranssatt", "versandarten", "modes-de-livraison", "sposoby-dostavki"),
    l("Delivery methods", "Toimitustavat", "Leveranssätt", "Versandarten", "Modes de livraison", "Способы доставки"),
    l(
      `<p>We deliver to over 50 countries. Products in stock in our web warehouse leave within 1-2 working days.</p>
<ul><li>Parcel locker and pick-up point</li><li>Home delivery</li><li>Express pickup in store: orders placed by 09:00 on weekdays are ready after 11:00, orders by 14:00 after 16:00</li><li>Free pickup from all our stores</li></ul>
<p>Skis and other long items are delivered as home delivery or to a store.</p>`,
      `<p>Toimitamme yli 50 maahan. Verkkovarastossamme olevat tuotteet lähtevät 1-2 arkipäivässä.</p>
<ul><li>Pakettiautomaatti ja noutopiste</li><li>Kotiinkuljetus</li><li>Pikanouto myymälästä: arkisin klo 9 mennessä tehdyt tilaukset ovat noudettavissa klo 11 jälkeen, klo 14 mennessä tehdyt klo 16 jälkeen</li><li>Maksuton nouto kaikista myymälöistämme</li></ul>
<p>Sukset ja muut pitkät tuotteet toimitetaan kotiinkuljetuksena tai myymälään.</p>`,
      `<p>Vi levererar till över 50 länder. Produkter som finns i vårt webblager skickas inom 1-2 arbetsdagar.</p>
<ul><li>Paketautomat och utlämningsställe</li><li>Hemleverans</li><li>Expressupphämtning i butik: beställningar gjorda före kl. 9 på vardagar är klara efter kl. 11, före kl. 14 efter kl. 16</li><li>Gratis upphämtning i alla våra butiker</li></ul>
<p>Skidor och andra långa produkter levereras som hemleverans eller till en butik.</p>`,
      `<p>Wir liefern in über 50 Länder. Artikel aus unserem Onlinelager verlassen uns innerhalb von 1-2 Werktagen.</p>
<ul><li>Paketstation und Abholstelle</li><li>Hauszustellung</li><li>Express-Abholung im Geschäft: Bestellungen werktags bis 9 Uhr sind ab 11 Uhr abholbereit, bis 14 Uhr ab 16 Uhr</li><li>Kostenlose Abholung in allen unseren Geschäften</li></ul>
<p>Ski und andere lange Artikel werden per Hauszustellung oder in ein Geschäft geliefert.</p>`,
      `<p>Nous livrons dans plus de 50 pays. Les produits en stock dans notre entrepôt partent sous 1 à 2 jours ouvrés.</p>
<ul><li>Consigne et point relais</li><li>Livraison à domicile</li><li>Retrait express en magasin : commandes passées avant 9 h en semaine prêtes après 11 h, avant 14 h prêtes après 16 h</li><li>Retrait gratuit dans tous nos magasins</li></ul>
<p>Les skis et autres articles longs sont livrés à domicile ou en magasin.</p>`,
      `<p>Мы доставляем заказы более чем в 50 стран. Товары со склада интернет-магазина отправляются в течение 1-2 рабочих дней.</p>
<ul><li>Постамат и пункт выдачи</li><li>Доставка на дом</li><li>Экспресс-самовывоз из магазина: заказы, оформленные в будни до 9:00, готовы после 11:00, до 14:00 — после 16:00</li><li>Бесплатный самовывоз из всех наших магазинов</li></ul>
<p>Лыжи и другие длинные товары доставляются на дом или в магазин.</p>`,
    ),
  ),
  page(
    3,
    "payment-methods",
    "page",
    l("payment-methods", "maksutavat", "betalningssatt", "zahlungsarten", "moyens-de-paiement", "sposoby-oplaty"),
    l("Payment methods", "Maksutavat", "Betalningssätt", "Zahlungsarten", "Moyens de paiement", "Способы оплаты"),
    l(
      `<p>You can pay with all major debit and credit cards, online banking, mobile payment, invoice and gift cards. Invoices are due in 14 days.</p><p>Only one discount code can be used per order; gift cards are not limited.</p>`,
      `<p>Voit maksaa yleisimmillä pankki- ja luottokorteilla, verkkopankissa, mobiilimaksulla, laskulla ja lahjakorteilla. Laskun maksuaika on 14 päivää.</p><p>Tilauksella voi käyttää vain yhden alennuskoodin; lahjakorttien määrää ei ole rajoitettu.</p>`,
      `<p>Du kan betala med de vanligaste betal- och kreditkorten, internetbank, mobilbetalning, faktura och presentkort. Fakturan förfaller inom 14 dagar.</p><p>Endast en rabattkod kan användas per beställning; presentkort är inte begränsade.</p>`,
      `<p>Sie können mit allen gängigen Debit- und Kreditkarten, Online-Banking, mobiler Zahlung, auf Rechnung und mit Geschenkkarten bezahlen. Rechnungen sind innerhalb von 14 Tagen fällig.</p><p>Pro Bestellung kann nur ein Rabattcode verwendet werden; Geschenkkarten sind nicht begrenzt.</p>`,
      `<p>Vous pouvez payer par carte de débit ou de crédit, virement en ligne, paiement mobile, facture et cartes cadeaux. Les factures sont payables sous 14 jours.</p><p>Un seul code de réduction est accepté par commande ; les cartes cadeaux ne sont pas limitées.</p>`,
      `<p>Оплатить заказ можно основными дебетовыми и кредитными картами, через онлайн-банк, мобильным платежом, по счёту и подарочными картами. Срок оплаты счёта — 14 дней.</p><p>К одному заказу можно применить только один промокод; количество подарочных карт не ограничено.</p>`,
    ),
  ),
  page(
    4,
    "return-policy",
    "page",
    l("return-policy", "palautusoikeus", "returratt", "rueckgaberecht", "politique-de-retour", "vozvrat-tovara"),
    l("Return policy", "Palautusoikeus", "Returrätt", "Rückgaberecht", "Politique de retour", "Возврат товара"),
    l(
      `<p>You have 100 days to return an unused product. Returns are free in Finland; you can also return products in any of our stores.</p><p>If you want to exchange a product, we reserve the new item for you for 3 weeks. A refund after cancellation takes 1-5 days.</p>`,
      `<p>Sinulla on 100 päivää aikaa palauttaa käyttämätön tuote. Palautus on Suomessa maksuton, ja voit palauttaa tuotteet myös missä tahansa myymälässämme.</p><p>Jos haluat vaihtaa tuotteen, varaamme uuden tuotteen sinulle 3 viikoksi. Hyvitys peruutuksen jälkeen kestää 1-5 päivää.</p>`,
      `<p>Du har 100 dagar på dig att returnera en oanvänd produkt. Returer är gratis i Finland, och du kan också lämna tillbaka produkter i någon av våra butiker.</p><p>Vill du byta en produkt reserverar vi den nya varan åt dig i 3 veckor. Återbetalningen efter en annullering tar 1-5 dagar.</p>`,
      `<p>Sie haben 100 Tage Zeit, ein unbenutztes Produkt zurückzugeben. In Finnland ist die Rücksendung kostenlos; Sie können Produkte auch in jedem unserer Geschäfte zurückgeben.</p><p>Bei einem Umtausch reservieren wir den neuen Artikel 3 Wochen für Sie. Die Erstattung nach einer Stornierung dauert 1-5 Tage.</p>`,
      `<p>Vous disposez de 100 jours pour retourner un produit non utilisé. Les retours sont gratuits en Finlande et possibles dans tous nos magasins.</p><p>Pour un échange, nous vous réservons le nouvel article pendant 3 semaines. Le remboursement après annulation prend 1 à 5 jours.</p>`,
      `<p>У вас есть 100 дней, чтобы вернуть неиспользованный товар. В Финляндии возврат бесплатный, вернуть товар можно и в любом нашем магазине.</p><p>При обмене мы резервируем для вас новый товар на 3 недели. Возврат средств после отмены занимает 1-5 дней.</p>`,
    ),
  ),
  page(
    5,
    "privacy",
    "page",
    l("privacy-policy", "tietosuojaseloste", "integritetspolicy", "datenschutzerklaerung", "politique-de-confidentialite", "politika-konfidentsialnosti"),
    l("Privacy policy", "Tietosuojaseloste", "Integritetspolicy", "Datenschutzerklärung", "Politique de confidentialité", "Политика конфиденциальности"),
    l(
      `<p>We process personal data only to deliver your orders, serve you as a club member and improve our service. We never sell your data.</p><p>You can ask to see, correct or delete your data at any time through customer service.</p>`,
      `<p>Käsittelemme henkilötietoja vain tilaustesi toimittamiseen, kanta-asiakkuutesi hoitamiseen ja palvelumme kehittämiseen. Emme koskaan myy tietojasi.</p><p>Voit milloin tahansa pyytää asiakaspalvelulta tietojesi tarkastamista, korjaamista tai poistamista.</p>`,
      `<p>Vi behandlar personuppgifter endast för att leverera dina beställningar, betjäna dig som klubbmedlem och förbättra vår service. Vi säljer aldrig dina uppgifter.</p><p>Du kan när som helst be kundservice att visa, rätta eller radera dina uppgifter.</p>`,
      `<p>Wir verarbeiten personenbezogene Daten nur, um Ihre Bestellungen zu liefern, Sie als Clubmitglied zu betreuen und unseren Service zu verbessern. Wir verkaufen Ihre Daten niemals.</p><p>Über den Kundenservice können Sie jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen.</p>`,
      `<p>Nous traitons les données personnelles uniquement pour livrer vos commandes, vous servir en tant que membre du club et améliorer notre service. Nous ne vendons jamais vos données.</p><p>Vous pouvez à tout moment demander l'accès, la rectification ou la suppression de vos données auprès du service client.</p>`,
      `<p>Мы обрабатываем персональные данные только для доставки заказов, обслуживания членов клуба и улучшения сервиса. Мы никогда не продаём ваши данные.</p><p>Вы можете в любой момент запросить просмотр, исправление или удаление своих данных через службу поддержки.</p>`,
    ),
  ),
  page(
    6,
    "member-benefits",
    "page",
    l("member-benefits", "kanta-asiakasedut", "medlemsformaner", "mitgliedervorteile", "avantages-membres", "privilegii-kluba"),
    l("Member benefits", "Kanta-asiakasedut", "Medlemsförmåner", "Mitgliedervorteile", "Avantages membres", "Привилегии клуба"),
    l(
      `<p>Join our customer club for free and get club prices, member offers and a longer return time. Scouts and Suomen Latu members get extra benefits.</p>`,
      `<p>Liity maksutta kanta-asiakkaaksi ja saat kanta-asiakashinnat, jäsentarjoukset ja pidemmän palautusajan. Partiolaisille ja Suomen Ladun jäsenille on lisäetuja.</p>`,
      `<p>Gå med i vår kundklubb utan kostnad och få klubbpriser, medlemserbjudanden och längre returtid. Scouter och medlemmar i Suomen Latu får extra förmåner.</p>`,
      `<p>Werden Sie kostenlos Mitglied in unserem Kundenclub und erhalten Sie Clubpreise, Mitgliederangebote und eine längere Rückgabefrist. Pfadfinder und Mitglieder von Suomen Latu erhalten zusätzliche Vorteile.</p>`,
      `<p>Rejoignez gratuitement notre club clients et profitez des prix club, d'offres réservées et d'un délai de retour plus long. Les scouts et les membres de Suomen Latu bénéficient d'avantages supplémentaires.</p>`,
      `<p>Вступайте в наш клуб покупателей бесплатно и получайте клубные цены, специальные предложения и увеличенный срок возврата. Скаутам и членам Suomen Latu — дополнительные привилегии.</p>`,
    ),
  ),
  page(
    7,
    "about-us",
    "page",
    l("about-us", "tietoa-meista", "om-oss", "ueber-uns", "a-propos", "o-nas"),
    l("About us", "Tietoa meistä", "Om oss", "Über uns", "À propos", "О нас"),
    l(
      `<p>Kuusikko Outdoor has offered outdoor expertise since 1970. Today we serve customers in our web store and in seven stores in Finland, and deliver to over 50 countries.</p><p>Our staff hike, ski and climb themselves, and every product in our range has been chosen to last.</p>`,
      `<p>Kuusikko Outdoor on tarjonnut retkeilyosaamista vuodesta 1970. Palvelemme asiakkaita verkkokaupassa ja seitsemässä myymälässä eri puolilla Suomea sekä toimitamme yli 50 maahan.</p><p>Henkilökuntamme retkeilee, hiihtää ja kiipeilee itsekin, ja jokainen valikoimamme tuote on valittu kestämään.</p>`,
      `<p>Kuusikko Outdoor har erbjudit friluftskunnande sedan 1970. I dag betjänar vi kunder i webbutiken och i sju butiker i Finland och levererar till över 50 länder.</p><p>Vår personal vandrar, åker skidor och klättrar själva, och varje produkt i sortimentet är vald för att hålla.</p>`,
      `<p>Kuusikko Outdoor bietet seit 1970 Outdoor-Kompetenz. Heute betreuen wir Kunden im Onlineshop und in sieben Geschäften in Finnland und liefern in über 50 Länder.</p><p>Unser Team wandert, fährt Ski und klettert selbst, und jedes Produkt im Sortiment ist auf Langlebigkeit ausgewählt.</p>`,
      `<p>Kuusikko Outdoor partage son expertise du plein air depuis 1970. Nous servons aujourd'hui nos clients en ligne et dans sept magasins en Finlande, et livrons dans plus de 50 pays.</p><p>Notre équipe randonne, skie et grimpe elle-même, et chaque produit de notre gamme est choisi pour durer.</p>`,
      `<p>Kuusikko Outdoor делится опытом активного отдыха с 1970 года. Сегодня мы обслуживаем покупателей в интернет-магазине и в семи магазинах по всей Финляндии и доставляем заказы более чем в 50 стран.</p><p>Наши сотрудники сами ходят в походы, катаются на лыжах и лазают по скалам, а каждый товар в ассортименте выбран с расчётом на долгий срок службы.</p>`,
    ),
  ),
  page(
    8,
    "pikanouto",
    "page",
    l("express-pickup", "pikanouto", "expressupphamtning", "express-abholung", "retrait-express", "ekspress-samovyvoz"),
    l("Express pickup", "Pikanouto", "Expressupphämtning", "Express-Abholung", "Retrait express", "Экспресс-самовывоз"),
    l(
      `<p>Choose express pickup at checkout when every product is in stock in the same store. Orders placed by 09:00 on weekdays are ready after 11:00; orders placed by 14:00 are ready after 16:00.</p>`,
      `<p>Valitse kassalla pikanouto, kun kaikki tuotteet ovat saatavilla samassa myymälässä. Arkisin klo 9 mennessä tehdyt tilaukset ovat noudettavissa klo 11 jälkeen ja klo 14 mennessä tehdyt klo 16 jälkeen.</p>`,
      `<p>Välj expressupphämtning i kassan när alla produkter finns i lager i samma butik. Beställningar gjorda före kl. 9 på vardagar är klara efter kl. 11 och beställningar före kl. 14 efter kl. 16.</p>`,
      `<p>Wählen Sie an der Kasse die Express-Abholung, wenn alle Artikel im selben Geschäft vorrätig sind. Werktags bis 9 Uhr bestellt, ab 11 Uhr abholbereit; bis 14 Uhr bestellt, ab 16 Uhr.</p>`,
      `<p>Choisissez le retrait express lors du paiement lorsque tous les produits sont en stock dans le même magasin. Les commandes passées avant 9 h en semaine sont prêtes après 11 h, celles passées avant 14 h après 16 h.</p>`,
      `<p>Выберите экспресс-самовывоз при оформлении заказа, если все товары есть в одном магазине. Заказы, оформленные в будни до 9:00, готовы после 11:00, до 14:00 — после 16:00.</p>`,
    ),
  ),
  page(
    9,
    "repair-service",
    "page",
    l("repair-service", "korjauspalvelu", "reparationsservice", "reparaturservice", "service-de-reparation", "remont-snaryazheniya"),
    l("Repair service", "Korjauspalvelu", "Reparationsservice", "Reparaturservice", "Service de réparation", "Ремонт снаряжения"),
    l(
      `<p>A repaired product is the most sustainable choice. We fix zips, seams, tent poles and sleeping mats, and service skis in all our stores.</p>`,
      `<p>Korjattu tuote on kestävin valinta. Korjaamme vetoketjut, saumat, telttojen kaaret ja makuualustat sekä huollamme sukset kaikissa myymälöissämme.</p>`,
      `<p>En reparerad produkt är det mest hållbara valet. Vi lagar dragkedjor, sömmar, tältbågar och liggunderlag och servar skidor i alla våra butiker.</p>`,
      `<p>Ein repariertes Produkt ist die nachhaltigste Wahl. Wir reparieren Reißverschlüsse, Nähte, Zeltstangen und Isomatten und bieten Skiservice in allen Geschäften.</p>`,
      `<p>Un produit réparé est le choix le plus durable. Nous réparons fermetures éclair, coutures, arceaux de tente et matelas, et entretenons les skis dans tous nos magasins.</p>`,
      `<p>Отремонтированная вещь — самый экологичный выбор. Мы чиним молнии, швы, дуги палаток и коврики, а также обслуживаем лыжи во всех наших магазинах.</p>`,
    ),
  ),
  page(
    10,
    "customer-service",
    "tabs",
    l("customer-service", "asiakaspalvelu", "kundservice", "kundenservice", "service-client", "sluzhba-podderzhki"),
    l("Customer service", "Asiakaspalvelu", "Kundservice", "Kundenservice", "Service client", "Служба поддержки"),
    l(
      "<p>How can we help?</p>",
      "<p>Miten voimme auttaa?</p>",
      "<p>Hur kan vi hjälpa dig?</p>",
      "<p>Wie können wir helfen?</p>",
      "<p>Comment pouvons-nous vous aider ?</p>",
      "<p>Чем мы можем помочь?</p>",
    ),
  ),
];

export const STATIC_PAGE_TABS: TabSeed[] = [
  {
    id: 1,
    pageKey: "customer-service",
    parentId: null,
    slugs: l("contact", "yhteystiedot", "kontakt", "kontakt", "contact", "kontakty"),
    titles: l("Contact us", "Yhteystiedot", "Kontakta oss", "Kontakt", "Nous contacter", "Контакты"),
    html: l(
      `<p>Our chat is open on workdays from 8 to 20. You can also reach us by e-mail at <a href="mailto:asiakaspalvelu@kuusikko.example">asiakaspalvelu@kuusikko.example</a>.</p>`,
      `<p>Chat-palvelumme on avoinna arkisin klo 8-20. Tavoitat meidät myös sähköpostitse osoitteesta <a href="mailto:asiakaspalvelu@kuusikko.example">asiakaspalvelu@kuusikko.example</a>.</p>`,
      `<p>Vår chatt är öppen vardagar kl. 8-20. Du når oss också via e-post på <a href="mailto:asiakaspalvelu@kuusikko.example">asiakaspalvelu@kuusikko.example</a>.</p>`,
      `<p>Unser Chat ist werktags von 8 bis 20 Uhr geöffnet. Per E-Mail erreichen Sie uns unter <a href="mailto:asiakaspalvelu@kuusikko.example">asiakaspalvelu@kuusikko.example</a>.</p>`,
      `<p>Notre chat est ouvert en semaine de 8 h à 20 h. Vous pouvez aussi nous écrire à <a href="mailto:asiakaspalvelu@kuusikko.example">asiakaspalvelu@kuusikko.example</a>.</p>`,
      `<p>Наш чат работает по будням с 8 до 20. Также можно написать нам на <a href="mailto:asiakaspalvelu@kuusikko.example">asiakaspalvelu@kuusikko.example</a>.</p>`,
    ),
  },
  {
    id: 2,
    pageKey: "customer-service",
    parentId: null,
    slugs: l("faq", "usein-kysyttya", "vanliga-fragor", "haeufige-fragen", "questions-frequentes", "chasto-zadavaemye-voprosy"),
    titles: l("Frequently asked questions", "Usein kysyttyä", "Vanliga frågor", "Häufige Fragen", "Questions fréquentes", "Частые вопросы"),
    html: l(
      "<p>Answers to the most common questions about orders, delivery and returns.</p>",
      "<p>Vastaukset yleisimpiin kysymyksiin tilauksista, toimituksista ja palautuksista.</p>",
      "<p>Svar på de vanligaste frågorna om beställningar, leveranser och returer.</p>",
      "<p>Antworten auf die häufigsten Fragen zu Bestellung, Lieferung und Rückgabe.</p>",
      "<p>Les réponses aux questions les plus fréquentes sur les commandes, la livraison et les retours.</p>",
      "<p>Ответы на самые частые вопросы о заказах, доставке и возврате.</p>",
    ),
  },
  {
    id: 3,
    pageKey: "customer-service",
    parentId: 2,
    slugs: l("ordering", "tilaaminen", "bestallning", "bestellung", "commande", "zakaz"),
    titles: l("Ordering", "Tilaaminen", "Beställning", "Bestellung", "Commande", "Заказ"),
    html: l(
      "<p>You receive an order confirmation by e-mail right after ordering. You can follow your order under Order history.</p>",
      "<p>Saat tilausvahvistuksen sähköpostiisi heti tilauksen jälkeen. Voit seurata tilaustasi kohdassa Ostohistoria.</p>",
      "<p>Du får en orderbekräftelse via e-post direkt efter beställningen. Du kan följa din beställning under Köphistorik.</p>",
      "<p>Direkt nach der Bestellung erhalten Sie eine Bestätigung per E-Mail. Ihre Bestellung verfolgen Sie unter Bestellhistorie.</p>",
      "<p>Vous recevez une confirmation par e-mail juste après votre commande. Suivez-la dans l'historique des commandes.</p>",
      "<p>Сразу после оформления вы получите подтверждение по электронной почте. Следить за заказом можно в разделе «История заказов».</p>",
    ),
  },
  {
    id: 4,
    pageKey: "customer-service",
    parentId: 2,
    slugs: l("delivery", "toimitus", "leverans", "lieferung", "livraison", "dostavka"),
    titles: l("Delivery", "Toimitus", "Leverans", "Lieferung", "Livraison", "Доставка"),
    html: l(
      "<p>Products in our web warehouse leave within 1-2 working days. Delivery to the UK, Switzerland and Canada may include customs costs.</p>",
      "<p>Verkkovaraston tuotteet lähtevät 1-2 arkipäivässä. Toimituksiin Iso-Britanniaan, Sveitsiin ja Kanadaan voi liittyä tullimaksuja.</p>",
      "<p>Produkter i webblagret skickas inom 1-2 arbetsdagar. Leveranser till Storbritannien, Schweiz och Kanada kan medföra tullavgifter.</p>",
      "<p>Artikel aus dem Onlinelager verlassen uns innerhalb von 1-2 Werktagen. Bei Lieferungen nach Großbritannien, in die Schweiz und nach Kanada können Zollkosten anfallen.</p>",
      "<p>Les produits de notre entrepôt partent sous 1 à 2 jours ouvrés. Les livraisons au Royaume-Uni, en Suisse et au Canada peuvent entraîner des frais de douane.</p>",
      "<p>Товары со склада интернет-магазина отправляются в течение 1-2 рабочих дней. При доставке в Великобританию, Швейцарию и Канаду возможны таможенные сборы.</p>",
    ),
  },
  {
    id: 5,
    pageKey: "customer-service",
    parentId: 2,
    slugs: l("returns", "palautukset", "returer", "ruecksendungen", "retours", "vozvrat"),
    titles: l("Returns", "Palautukset", "Returer", "Rücksendungen", "Retours", "Возврат"),
    html: l(
      "<p>Unused products can be returned within 100 days. Use the return form or bring the product to any of our stores.</p>",
      "<p>Käyttämättömät tuotteet voi palauttaa 100 päivän kuluessa. Käytä palautuslomaketta tai tuo tuote mihin tahansa myymäläämme.</p>",
      "<p>Oanvända produkter kan returneras inom 100 dagar. Använd returformuläret eller lämna produkten i någon av våra butiker.</p>",
      "<p>Unbenutzte Produkte können innerhalb von 100 Tagen zurückgegeben werden. Nutzen Sie das Rücksendeformular oder bringen Sie das Produkt in eines unserer Geschäfte.</p>",
      "<p>Les produits non utilisés peuvent être retournés sous 100 jours. Utilisez le formulaire de retour ou rapportez le produit dans l'un de nos magasins.</p>",
      "<p>Неиспользованные товары можно вернуть в течение 100 дней. Заполните форму возврата или принесите товар в любой наш магазин.</p>",
    ),
  },
  {
    id: 6,
    pageKey: "customer-service",
    parentId: null,
    slugs: l("club", "kanta-asiakkuus", "kundklubb", "kundenclub", "club", "klub"),
    titles: l("Customer club", "Kanta-asiakkuus", "Kundklubb", "Kundenclub", "Club clients", "Клуб покупателей"),
    html: l(
      "<p>Club members see club prices in the web store and get personal offers. Joining is free.</p>",
      "<p>Kanta-asiakkaat näkevät verkkokaupassa kanta-asiakashinnat ja saavat henkilökohtaisia tarjouksia. Liittyminen on maksutonta.</p>",
      "<p>Klubbmedlemmar ser klubbpriser i webbutiken och får personliga erbjudanden. Medlemskapet är gratis.</p>",
      "<p>Clubmitglieder sehen im Onlineshop Clubpreise und erhalten persönliche Angebote. Die Mitgliedschaft ist kostenlos.</p>",
      "<p>Les membres du club voient les prix club en ligne et reçoivent des offres personnalisées. L'adhésion est gratuite.</p>",
      "<p>Члены клуба видят клубные цены в интернет-магазине и получают персональные предложения. Вступление бесплатное.</p>",
    ),
  },
];

export interface BannerSeed {
  id: number;
  kind: "image" | "dynamic" | "text";
  theme: "summer" | "autumn" | "winter" | "evening" | null;
  bgColor: string;
  textColor: string;
  cropPoint: string;
  /** Group (English slug) or static page key the banner links to. */
  target: { group: string } | { page: string } | null;
  title: L;
  heading: L;
  buttonText: L;
  subText: L;
}

const none = l("", "", "", "", "", "");

export const BANNERS: BannerSeed[] = [
  {
    id: 1,
    kind: "image",
    theme: "winter",
    bgColor: "#1d4e89",
    textColor: "#ffffff",
    cropPoint: "50% 40%",
    target: { group: "winter-sports" },
    title: l("Ski season", "Hiihtokausi", "Skidsäsong", "Skisaison", "Saison de ski", "Лыжный сезон"),
    heading: l("The tracks are ready", "Ladut odottavat", "Spåren är klara", "Die Loipen sind bereit", "Les pistes sont prêtes", "Лыжня ждёт"),
    buttonText: l("Shop skis", "Katso sukset", "Handla skidor", "Ski entdecken", "Voir les skis", "Выбрать лыжи"),
    subText: l("Free binding mounting with skis", "Siteiden asennus veloituksetta suksien kanssa", "Gratis bindningsmontering med skidor", "Kostenlose Bindungsmontage zu jedem Ski", "Montage des fixations offert", "Бесплатная установка креплений"),
  },
  {
    id: 2,
    kind: "image",
    theme: "autumn",
    bgColor: "#8a4b12",
    textColor: "#ffffff",
    cropPoint: "50% 60%",
    target: { group: "hiking-boots" },
    title: l("Autumn hikes", "Syysvaellukset", "Höstvandring", "Herbstwandern", "Randonnées d'automne", "Осенние походы"),
    heading: l("Boots for the ruska season", "Kengät ruskaretkelle", "Kängor för höstfärgerna", "Schuhe für den Indian Summer", "Des chaussures pour l'automne", "Ботинки для золотой осени"),
    buttonText: l("Shop boots", "Katso kengät", "Handla kängor", "Schuhe entdecken", "Voir les chaussures", "Выбрать ботинки"),
    subText: none,
  },
  {
    id: 3,
    kind: "image",
    theme: "summer",
    bgColor: "#2f7d46",
    textColor: "#ffffff",
    cropPoint: "50% 50%",
    target: { group: "tents" },
    title: l("Nights under the sky", "Yöt taivasalla", "Nätter under bar himmel", "Nächte unter freiem Himmel", "Nuits à la belle étoile", "Ночи под открытым небом"),
    heading: l("Tents for every trip", "Teltat joka retkelle", "Tält för varje tur", "Zelte für jede Tour", "Des tentes pour chaque sortie", "Палатки для любых походов"),
    buttonText: l("Shop tents", "Katso teltat", "Handla tält", "Zelte entdecken", "Voir les tentes", "Выбрать палатку"),
    subText: none,
  },
  {
    id: 4,
    kind: "image",
    theme: "evening",
    bgColor: "#3b2f5c",
    textColor: "#ffffff",
    cropPoint: "50% 30%",
    target: { group: "outlet" },
    title: l("Outlet", "Outlet", "Outlet", "Outlet", "Outlet", "Аутлет"),
    heading: l("Last season's gear for less", "Edellisen kauden varusteet edullisesti", "Förra säsongens utrustning billigare", "Ausrüstung der letzten Saison günstiger", "L'équipement de la saison passée à prix réduit", "Снаряжение прошлого сезона дешевле"),
    buttonText: l("Shop outlet", "Outletiin", "Till outlet", "Zum Outlet", "Voir l'outlet", "В аутлет"),
    subText: none,
  },
  {
    id: 5,
    kind: "dynamic",
    theme: "winter",
    bgColor: "#0d4f8b",
    textColor: "#ffffff",
    cropPoint: "50% 50%",
    target: { group: "skis" },
    title: l("Ski service", "Suksihuolto", "Skidservice", "Skiservice", "Atelier ski", "Сервис лыж"),
    heading: l("Waxing and grinding in every store", "Voitelu ja hionta kaikissa myymälöissä", "Vallning och slipning i alla butiker", "Wachsen und Schleifen in jedem Geschäft", "Fartage et affûtage dans tous nos magasins", "Смазка и шлифовка во всех магазинах"),
    buttonText: l("Read more", "Lue lisää", "Läs mer", "Mehr erfahren", "En savoir plus", "Подробнее"),
    subText: none,
  },
  {
    id: 6,
    kind: "dynamic",
    theme: "summer",
    bgColor: "#1f5d3a",
    textColor: "#ffffff",
    cropPoint: "50% 50%",
    target: { group: "backpacks" },
    title: l("Backpack fitting", "Repun sovitus", "Provning av ryggsäck", "Rucksackanpassung", "Ajustement du sac", "Подбор рюкзака"),
    heading: l("Get your pack fitted in store", "Sovita reppu myymälässä", "Prova ryggsäcken i butiken", "Lassen Sie Ihren Rucksack im Geschäft anpassen", "Faites ajuster votre sac en magasin", "Подберите рюкзак в магазине"),
    buttonText: l("Find a store", "Etsi myymälä", "Hitta butik", "Geschäft finden", "Trouver un magasin", "Найти магазин"),
    subText: none,
  },
  {
    id: 7,
    kind: "text",
    theme: null,
    bgColor: "#f1ede4",
    textColor: "#1f3b2d",
    cropPoint: "50% 50%",
    target: { page: "return-policy" },
    title: l("100 days to return", "100 päivän palautusoikeus", "100 dagars returrätt", "100 Tage Rückgaberecht", "100 jours pour retourner", "100 дней на возврат"),
    heading: l("Return unused products within 100 days", "Palauta käyttämättömät tuotteet 100 päivän kuluessa", "Returnera oanvända produkter inom 100 dagar", "Unbenutzte Produkte innerhalb von 100 Tagen zurückgeben", "Retournez les produits non utilisés sous 100 jours", "Возвращайте неиспользованные товары в течение 100 дней"),
    buttonText: none,
    subText: none,
  },
  {
    id: 8,
    kind: "text",
    theme: null,
    bgColor: "#1f3b2d",
    textColor: "#ffffff",
    cropPoint: "50% 50%",
    target: { page: "pikanouto" },
    title: l("Express pickup", "Pikanouto", "Expressupphämtning", "Express-Abholung", "Retrait express", "Экспресс-самовывоз"),
    heading: l("Order by 14:00, pick up after 16:00", "Tilaa klo 14 mennessä, nouda klo 16 jälkeen", "Beställ före kl. 14, hämta efter kl. 16", "Bis 14 Uhr bestellen, ab 16 Uhr abholen", "Commandez avant 14 h, retirez après 16 h", "Закажите до 14:00 — заберите после 16:00"),
    buttonText: none,
    subText: none,
  },
];

export interface KeywordPopupSeed {
  id: number;
  keyword: L;
  text: L;
  /** Static page key the popup links to, or an absolute address. */
  link: { page: string } | { url: string } | null;
}

export const KEYWORD_POPUPS: KeywordPopupSeed[] = [
  {
    id: 1,
    keyword: l("Hydrostatic head", "Vesipilari", "Vattenpelare", "Wassersäule", "Colonne d'eau", "Водостойкость"),
    text: l(
      "Hydrostatic head tells how much water pressure a fabric withstands, in millimetres. Over 10,000 mm is waterproof in heavy rain.",
      "Vesipilari kertoo, kuinka suurta vedenpainetta kangas kestää millimetreinä. Yli 10 000 mm on vedenpitävä rankkasateessakin.",
      "Vattenpelare anger hur högt vattentryck ett tyg tål, i millimeter. Över 10 000 mm är vattentätt även i kraftigt regn.",
      "Die Wassersäule gibt in Millimetern an, welchem Wasserdruck ein Stoff standhält. Ab 10.000 mm ist er auch bei Starkregen dicht.",
      "La colonne d'eau indique en millimètres la pression d'eau qu'un tissu supporte. Au-delà de 10 000 mm, il reste étanche sous une forte pluie.",
      "Водостойкость показывает, какое давление воды выдерживает ткань, в миллиметрах. Более 10 000 мм — защита даже от ливня.",
    ),
    link: null,
  },
  {
    id: 2,
    keyword: l("R-value", "R-arvo", "R-värde", "R-Wert", "Valeur R", "R-значение"),
    text: l(
      "The R-value measures how well a sleeping mat insulates from the ground. For winter camping choose 4.5 or more.",
      "R-arvo kertoo, kuinka hyvin makuualusta eristää maan kylmyydeltä. Talviretkille valitse vähintään 4,5.",
      "R-värdet visar hur väl ett liggunderlag isolerar mot marken. Välj minst 4,5 för vintercamping.",
      "Der R-Wert gibt an, wie gut eine Isomatte gegen den Boden isoliert. Für Wintercamping wählen Sie 4,5 oder mehr.",
      "La valeur R mesure l'isolation d'un matelas par rapport au sol. Pour le camping d'hiver, choisissez 4,5 ou plus.",
      "R-значение показывает, насколько хорошо коврик изолирует от земли. Для зимних походов выбирайте 4,5 и выше.",
    ),
    link: null,
  },
  {
    id: 3,
    keyword: l("Merino wool", "Merinovilla", "Merinoull", "Merinowolle", "Laine mérinos", "Шерсть мериноса"),
    text: l(
      "Merino wool is fine, soft wool that keeps you warm when damp and resists odours naturally.",
      "Merinovilla on hienoa ja pehmeää villaa, joka lämmittää kosteanakin ja vastustaa luonnostaan hajuja.",
      "Merinoull är fin och mjuk ull som värmer även fuktig och motstår lukt naturligt.",
      "Merinowolle ist feine, weiche Wolle, die auch feucht wärmt und Gerüche auf natürliche Weise hemmt.",
      "La laine mérinos est une laine fine et douce qui tient chaud même humide et résiste naturellement aux odeurs.",
      "Шерсть мериноса — тонкая мягкая шерсть, которая греет даже во влажном состоянии и не впитывает запахи.",
    ),
    link: null,
  },
  {
    id: 4,
    keyword: l("Express pickup", "Pikanouto", "Expressupphämtning", "Express-Abholung", "Retrait express", "Экспресс-самовывоз"),
    text: l(
      "Order by 14:00 on a weekday and pick up your order in store after 16:00.",
      "Tilaa arkisin klo 14 mennessä ja nouda tilauksesi myymälästä klo 16 jälkeen.",
      "Beställ före kl. 14 på en vardag och hämta i butiken efter kl. 16.",
      "Werktags bis 14 Uhr bestellen und ab 16 Uhr im Geschäft abholen.",
      "Commandez avant 14 h en semaine et retirez en magasin après 16 h.",
      "Закажите в будний день до 14:00 и заберите заказ в магазине после 16:00.",
    ),
    link: { page: "pikanouto" },
  },
  {
    id: 5,
    keyword: l("Responsible down", "Vastuullinen untuva", "Ansvarsfullt dun", "Verantwortungsvolle Daune", "Duvet responsable", "Ответственный пух"),
    text: l(
      "Responsibly sourced down comes from birds that have not been live-plucked or force-fed.",
      "Vastuullisesti tuotettu untuva on peräisin linnuista, joita ei ole kynitty elävältä eikä pakkoruokittu.",
      "Ansvarsfullt producerat dun kommer från fåglar som inte har plockats levande eller tvångsmatats.",
      "Verantwortungsvoll gewonnene Daunen stammen von Tieren, die weder lebend gerupft noch gestopft wurden.",
      "Le duvet d'origine responsable provient d'oiseaux qui n'ont été ni plumés vivants ni gavés.",
      "Ответственно полученный пух берут у птиц, которых не ощипывали живьём и не откармливали принудительно.",
    ),
    link: { url: "https://responsibledown.example/" },
  },
  {
    id: 6,
    keyword: l("Mondopoint", "Mondopoint", "Mondopoint", "Mondopoint", "Mondopoint", "Mondopoint"),
    text: l(
      "Mondopoint is the ski boot size: your foot length in centimetres.",
      "Mondopoint on monon koko eli jalkasi pituus senttimetreinä.",
      "Mondopoint är pjäxans storlek, din fotlängd i centimeter.",
      "Mondopoint ist die Skischuhgröße: Ihre Fußlänge in Zentimetern.",
      "Le Mondopoint est la pointure des chaussures de ski : la longueur du pied en centimètres.",
      "Mondopoint — размер горнолыжного ботинка, равный длине стопы в сантиметрах.",
    ),
    link: null,
  },
];

/** Language-independent values of the general settings (key/value rows the storefront reads). */
export const GENERAL_SETTINGS: Record<string, string> = {
  search_bar_placeholder: "Hae tuotteita, merkkejä ja oppaita",
  frontpage_meta_description: "Retkeily-, hiihto- ja kiipeilyvarusteet verkosta ja seitsemästä myymälästä. Toimitus yli 50 maahan.",
  frontpage_title: "Ulkoiluvarusteet ja retkeilykauppa",
  blog_category_order: JSON.stringify(["guides", "product-tests", "events", "blogs"]),
  price_ending_max_days: "30",
  rental_enabled: "true",
  part_delivery_mode: "optional",
  experience_manufacturer_list: JSON.stringify(["ahkio", "aavalumi", "louhi-gear"]),
  auto_translations_disabled: "false",
  blocked_stock_text: "Verkko-ostaminen näiden myymälöiden varastosta on tilapäisesti estetty.",
  quick_add_products: JSON.stringify([2427, 1412]),
  feature_flags: JSON.stringify({ skiWizard: true, deliveryEstimator: true, reviews: true, klarna: false }),
  default_search_engine: "internal",
  hidden_dynamic_page_menu_items: JSON.stringify([]),
  target_country_delivery_added_days: JSON.stringify({
    countries: [
      { country_code: "no", added_days: 2 },
      { country_code: "ch", added_days: 3 },
      { country_code: "gb", added_days: 3 },
      { country_code: "is", added_days: 4 },
    ],
  }),
  frosmo_search_sort_by: "most-converted",
  frosmo_category_strategy: "sort-product-group",
  repack_price_cents: "390",
  repack_free_from_cents: "10000",
};

/** Settings whose value is shown to shoppers, per language. */
export const GENERAL_SETTING_TRANSLATIONS: Record<string, L> = {
  search_bar_placeholder: l(
    "Search products, brands and guides",
    "Hae tuotteita, merkkejä ja oppaita",
    "Sök produkter, märken och guider",
    "Produkte, Marken und Ratgeber suchen",
    "Rechercher des produits, marques et guides",
    "Поиск товаров, брендов и советов",
  ),
  frontpage_meta_description: l(
    "Hiking, skiing and climbing gear online and in seven stores in Finland. Delivery to over 50 countries.",
    "Retkeily-, hiihto- ja kiipeilyvarusteet verkosta ja seitsemästä myymälästä. Toimitus yli 50 maahan.",
    "Utrustning för vandring, skidåkning och klättring online och i sju butiker i Finland. Leverans till över 50 länder.",
    "Ausrüstung für Wandern, Skifahren und Klettern online und in sieben Geschäften in Finnland. Lieferung in über 50 Länder.",
    "Équipement de randonnée, de ski et d'escalade en ligne et dans sept magasins en Finlande. Livraison dans plus de 50 pays.",
    "Снаряжение для походов, лыж и скалолазания онлайн и в семи магазинах в Финляндии. Доставка в более чем 50 стран.",
  ),
  frontpage_title: l(
    "Outdoor gear and hiking equipment",
    "Ulkoiluvarusteet ja retkeilykauppa",
    "Friluftsutrustning och vandringsprylar",
    "Outdoor-Ausrüstung und Wanderbedarf",
    "Équipement outdoor et randonnée",
    "Снаряжение для активного отдыха",
  ),
  blocked_stock_text: l(
    "Online purchase is temporarily blocked from these stores.",
    "Verkko-ostaminen näiden myymälöiden varastosta on tilapäisesti estetty.",
    "Onlineköp från dessa butikers lager är tillfälligt spärrat.",
    "Der Online-Kauf aus dem Bestand dieser Geschäfte ist vorübergehend gesperrt.",
    "L'achat en ligne depuis le stock de ces magasins est temporairement bloqué.",
    "Онлайн-покупка со склада этих магазинов временно недоступна.",
  ),
};

/** Gift card models: 2427 sent by e-mail, 1412 printed and posted; the code knows their ids (core/product/gift-card.ts). */
export const GIFT_CARDS = [
  {
    id: 2427,
    slug: "web-gift-card",
    names: l("Web gift card", "Verkkolahjakortti", "Digitalt presentkort", "Digitale Geschenkkarte", "Carte cadeau numérique", "Электронная подарочная карта"),
    short: l(
      "Sent by e-mail with the recipient's name",
      "Lähetetään sähköpostilla saajan nimellä",
      "Skickas via e-post med mottagarens namn",
      "Per E-Mail mit dem Namen des Beschenkten",
      "Envoyée par e-mail au nom du destinataire",
      "Отправляется по e-mail с именем получателя",
    ),
    description: l(
      "<p>A web gift card is delivered by e-mail within minutes. Choose any amount from 10 to 10,000 euros and write the recipient's name on the card.</p>",
      "<p>Verkkolahjakortti toimitetaan sähköpostiin muutamassa minuutissa. Valitse summa 10-10 000 euron väliltä ja kirjoita korttiin saajan nimi.</p>",
      "<p>Ett digitalt presentkort levereras via e-post inom några minuter. Välj valfritt belopp mellan 10 och 10 000 euro och skriv mottagarens namn på kortet.</p>",
      "<p>Die digitale Geschenkkarte wird innerhalb weniger Minuten per E-Mail zugestellt. Wählen Sie einen Betrag zwischen 10 und 10.000 Euro und schreiben Sie den Namen des Beschenkten auf die Karte.</p>",
      "<p>La carte cadeau numérique est envoyée par e-mail en quelques minutes. Choisissez un montant entre 10 et 10 000 euros et inscrivez le nom du destinataire.</p>",
      "<p>Электронная подарочная карта приходит на e-mail в течение нескольких минут. Выберите сумму от 10 до 10 000 евро и укажите имя получателя.</p>",
    ),
  },
  {
    id: 1412,
    slug: "gift-card",
    names: l("Gift card", "Lahjakortti", "Presentkort", "Geschenkkarte", "Carte cadeau", "Подарочная карта"),
    short: l(
      "A printed gift card delivered by post",
      "Painettu lahjakortti postitse",
      "Ett tryckt presentkort som skickas med post",
      "Gedruckte Geschenkkarte per Post",
      "Une carte cadeau imprimée envoyée par la poste",
      "Печатная подарочная карта с доставкой почтой",
    ),
    description: l(
      "<p>A printed gift card in a Kuusikko envelope, valid for two years in the web store and in all our stores.</p>",
      "<p>Painettu lahjakortti Kuusikko-kirjekuoressa. Voimassa kaksi vuotta verkkokaupassa ja kaikissa myymälöissämme.</p>",
      "<p>Ett tryckt presentkort i Kuusikko-kuvert, giltigt i två år i webbutiken och i alla våra butiker.</p>",
      "<p>Eine gedruckte Geschenkkarte im Kuusikko-Umschlag, zwei Jahre gültig im Onlineshop und in allen Geschäften.</p>",
      "<p>Une carte cadeau imprimée dans une enveloppe Kuusikko, valable deux ans en ligne et dans tous nos magasins.</p>",
      "<p>Печатная подарочная карта в фирменном конверте Kuusikko, действует два года в интернет-магазине и во всех наших магазинах.</p>",
    ),
  },
];

export const GIFT_CARD_TEMPLATES = [
  { id: 1, slug: "forest", hex: "#2c4a35", names: l("Forest", "Metsä", "Skog", "Wald", "Forêt", "Лес") },
  { id: 2, slug: "fells", hex: "#5a7d9a", names: l("Fells", "Tunturit", "Fjäll", "Fjell", "Montagnes", "Сопки") },
  { id: 3, slug: "northern-lights", hex: "#3b2f5c", names: l("Northern lights", "Revontulet", "Norrsken", "Nordlicht", "Aurore boréale", "Северное сияние") },
];
