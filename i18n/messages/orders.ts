import { defineMessages } from "../define.ts";

/**
 * Orders after the checkout (issue 5): statuses (document 3 §4), the payment result pages, the
 * confirmation mail, /view-order/ (document 3 §8 "Order not found") and the built-in test payment page.
 * French uses a no-break space before : ? !.
 */
export default defineMessages({
  // Statuses: document 3 §4 labels; awaiting_payment and cancelled are the shop's own.
  statusAwaitingPayment: { en: "Waiting for payment", fi: "Odottaa maksua", sv: "Väntar på betalning", de: "Wartet auf Zahlung", fr: "En attente de paiement", ru: "Ожидает оплаты" },
  statusCancelled: { en: "Cancelled", fi: "Peruttu", sv: "Avbruten", de: "Storniert", fr: "Annulée", ru: "Отменён" },
  statusProcessing: { en: "Processing", fi: "Käsittelyssä", sv: "Behandlas", de: "In Bearbeitung", fr: "En cours de traitement", ru: "Обрабатывается" },
  statusReadyForPacking: { en: "Ready for packing", fi: "Valmis pakattavaksi", sv: "Klar för packning", de: "Bereit zum Verpacken", fr: "Prête à être emballée", ru: "Готов к упаковке" },
  statusReadyForPickUp: { en: "Ready for pick up", fi: "Noudettavissa", sv: "Klar att hämta", de: "Abholbereit", fr: "Prête à être retirée", ru: "Готов к выдаче" },
  statusTransportedToPickup: {
    en: "Transported to pickup location",
    fi: "Kuljetettu noutopisteeseen",
    sv: "Transporterad till utlämningsstället",
    de: "Zur Abholstation gebracht",
    fr: "Acheminée au point de retrait",
    ru: "Доставлен в пункт выдачи",
  },
  statusSkisInInstallation: { en: "Skis in installation", fi: "Suksia huolletaan", sv: "Skidorna monteras", de: "Ski in Montage", fr: "Skis en montage", ru: "Лыжи на установке креплений" },
  statusTransferToPacking: { en: "On the way to packing", fi: "Siirrossa pakattavaksi", sv: "På väg till packning", de: "Auf dem Weg zur Verpackung", fr: "En route vers l’emballage", ru: "Передаётся на упаковку" },
  statusDispatched: { en: "Dispatched", fi: "Lähetetty", sv: "Skickad", de: "Versandt", fr: "Expédiée", ru: "Отправлен" },
  statusCancellationPending: { en: "Cancellation pending", fi: "Peruutus käsittelyssä", sv: "Avbokning behandlas", de: "Stornierung in Bearbeitung", fr: "Annulation en cours", ru: "Отмена обрабатывается" },

  // The confirmation mail (plain text).
  mailSubject: {
    en: "Thank you for your order {number}",
    fi: "Kiitos tilauksestasi {number}",
    sv: "Tack för din beställning {number}",
    de: "Vielen Dank für Ihre Bestellung {number}",
    fr: "Merci pour votre commande {number}",
    ru: "Спасибо за заказ {number}",
  },
  mailGreeting: { en: "Hello {name},", fi: "Hei {name},", sv: "Hej {name},", de: "Hallo {name},", fr: "Bonjour {name},", ru: "Здравствуйте, {name}!" },
  mailIntro: {
    en: "thank you for ordering from us. We have received your order {number} and its payment:",
    fi: "kiitos tilauksestasi. Olemme vastaanottaneet tilauksesi {number} ja sen maksun:",
    sv: "tack för din beställning. Vi har tagit emot din beställning {number} och betalningen:",
    de: "vielen Dank für Ihre Bestellung. Wir haben Ihre Bestellung {number} und die Zahlung erhalten:",
    fr: "merci pour votre commande. Nous avons bien reçu votre commande {number} et son paiement\u00a0:",
    ru: "спасибо за заказ. Мы получили ваш заказ {number} и его оплату:",
  },
  mailDeliveryTo: { en: "Delivery to:", fi: "Toimitus:", sv: "Leverans till:", de: "Lieferung an:", fr: "Livraison à\u00a0:", ru: "Доставка:" },
  mailFollow: {
    en: "You can follow your order here: {url}",
    fi: "Voit seurata tilaustasi täällä: {url}",
    sv: "Du kan följa din beställning här: {url}",
    de: "Ihre Bestellung können Sie hier verfolgen: {url}",
    fr: "Vous pouvez suivre votre commande ici\u00a0: {url}",
    ru: "Следить за заказом можно здесь: {url}",
  },

  // Payment result pages.
  okTitle: { en: "Thank you for your order!", fi: "Kiitos tilauksestasi!", sv: "Tack för din beställning!", de: "Vielen Dank für Ihre Bestellung!", fr: "Merci pour votre commande\u00a0!", ru: "Спасибо за заказ!" },
  okIntro: {
    en: "Your order number is {number}. We sent the confirmation to {email}.",
    fi: "Tilausnumerosi on {number}. Lähetimme tilausvahvistuksen osoitteeseen {email}.",
    sv: "Ditt ordernummer är {number}. Vi skickade bekräftelsen till {email}.",
    de: "Ihre Bestellnummer ist {number}. Die Bestätigung haben wir an {email} gesendet.",
    fr: "Votre numéro de commande est {number}. Nous avons envoyé la confirmation à {email}.",
    ru: "Номер вашего заказа {number}. Подтверждение отправлено на {email}.",
  },
  pendingTitle: { en: "Waiting for your payment", fi: "Odotamme maksuasi", sv: "Vi väntar på din betalning", de: "Wir warten auf Ihre Zahlung", fr: "En attente de votre paiement", ru: "Ожидаем оплату" },
  pendingIntro: {
    en: "The payment service has not confirmed the payment of order {number} yet. This page shows the order as it is now; refresh it in a moment.",
    fi: "Maksupalvelu ei ole vielä vahvistanut tilauksen {number} maksua. Tämä sivu näyttää tilauksen nykyisen tilan; päivitä sivu hetken kuluttua.",
    sv: "Betaltjänsten har ännu inte bekräftat betalningen av beställning {number}. Sidan visar beställningen som den är nu; uppdatera om en stund.",
    de: "Der Zahlungsdienst hat die Zahlung der Bestellung {number} noch nicht bestätigt. Diese Seite zeigt den aktuellen Stand; laden Sie sie gleich neu.",
    fr: "Le service de paiement n’a pas encore confirmé le paiement de la commande {number}. Cette page montre son état actuel\u00a0; actualisez-la dans un instant.",
    ru: "Платёжный сервис ещё не подтвердил оплату заказа {number}. Страница показывает текущее состояние; обновите её чуть позже.",
  },
  cancelledTitle: { en: "Payment cancelled.", fi: "Maksu peruttiin.", sv: "Betalningen avbröts.", de: "Zahlung abgebrochen.", fr: "Paiement annulé.", ru: "Оплата отменена." },
  errorTitle: { en: "Payment failed.", fi: "Maksu epäonnistui.", sv: "Betalningen misslyckades.", de: "Zahlung fehlgeschlagen.", fr: "Le paiement a échoué.", ru: "Оплата не прошла." },
  retryIntro: {
    en: "Your order {number} keeps its products until {time}. You can try the payment again or go back to the cart.",
    fi: "Tilauksesi {number} tuotteet pidetään varattuina klo {time} asti. Voit yrittää maksua uudelleen tai palata ostoskoriin.",
    sv: "Produkterna i beställning {number} hålls reserverade till kl. {time}. Du kan försöka betala igen eller gå tillbaka till varukorgen.",
    de: "Die Artikel Ihrer Bestellung {number} bleiben bis {time} Uhr reserviert. Sie können die Zahlung erneut versuchen oder zum Warenkorb zurückkehren.",
    fr: "Les produits de votre commande {number} restent réservés jusqu’à {time}. Vous pouvez réessayer le paiement ou revenir au panier.",
    ru: "Товары заказа {number} зарезервированы до {time}. Вы можете повторить оплату или вернуться в корзину.",
  },
  expiredIntro: {
    en: "Order {number} was cancelled because it was not paid in time. Your cart is still saved: place the order again from the cart.",
    fi: "Tilaus {number} peruttiin, koska sitä ei maksettu ajoissa. Ostoskorisi on yhä tallessa: tee tilaus uudelleen ostoskorista.",
    sv: "Beställning {number} avbröts eftersom den inte betalades i tid. Din varukorg finns kvar: lägg beställningen igen från varukorgen.",
    de: "Die Bestellung {number} wurde storniert, weil sie nicht rechtzeitig bezahlt wurde. Ihr Warenkorb ist noch gespeichert: Bestellen Sie erneut aus dem Warenkorb.",
    fr: "La commande {number} a été annulée faute de paiement à temps. Votre panier est toujours enregistré\u00a0: repassez la commande depuis le panier.",
    ru: "Заказ {number} отменён, так как не был оплачен вовремя. Корзина сохранена: оформите заказ из корзины заново.",
  },
  payAgain: { en: "Try the payment again", fi: "Yritä maksua uudelleen", sv: "Försök betala igen", de: "Zahlung erneut versuchen", fr: "Réessayer le paiement", ru: "Повторить оплату" },
  backToCart: { en: "Back to the cart", fi: "Takaisin ostoskoriin", sv: "Tillbaka till varukorgen", de: "Zurück zum Warenkorb", fr: "Retour au panier", ru: "Вернуться в корзину" },
  paymentNotStarted: {
    en: "The payment could not be started. Try again in a moment.",
    fi: "Maksua ei voitu aloittaa. Yritä hetken kuluttua uudelleen.",
    sv: "Betalningen kunde inte startas. Försök igen om en stund.",
    de: "Die Zahlung konnte nicht gestartet werden. Versuchen Sie es gleich noch einmal.",
    fr: "Le paiement n’a pas pu démarrer. Réessayez dans un instant.",
    ru: "Не удалось начать оплату. Попробуйте чуть позже.",
  },

  // The order's details.
  detailsTitle: { en: "Order {number}", fi: "Tilaus {number}", sv: "Beställning {number}", de: "Bestellung {number}", fr: "Commande {number}", ru: "Заказ {number}" },
  orderDate: { en: "Order date", fi: "Tilauspäivä", sv: "Beställningsdatum", de: "Bestelldatum", fr: "Date de commande", ru: "Дата заказа" },
  status: { en: "Status", fi: "Tila", sv: "Status", de: "Status", fr: "Statut", ru: "Статус" },
  deliveryMethod: { en: "Delivery method", fi: "Toimitustapa", sv: "Leveranssätt", de: "Versandart", fr: "Mode de livraison", ru: "Способ доставки" },
  deliveryAddress: { en: "Delivery address", fi: "Toimitusosoite", sv: "Leveransadress", de: "Lieferadresse", fr: "Adresse de livraison", ru: "Адрес доставки" },
  inTwoParts: {
    en: "in two parts: what was in stock first, the rest when it arrives",
    fi: "kahdessa osassa: varastossa olleet ensin, loput kun ne saapuvat",
    sv: "i två delar: det som fanns i lager först, resten när det kommer",
    de: "in zwei Teilen: Vorrätiges zuerst, der Rest nach Eingang",
    fr: "en deux envois : ce qui était en stock d’abord, le reste à son arrivée",
    ru: "двумя частями: сначала то, что было на складе, остальное по поступлении",
  },
  pickupAt: { en: "Pick up at", fi: "Noutopaikka", sv: "Hämtas på", de: "Abholung bei", fr: "Retrait à", ru: "Пункт получения" },
  paymentMethod: { en: "Payment method", fi: "Maksutapa", sv: "Betalningssätt", de: "Zahlungsart", fr: "Moyen de paiement", ru: "Способ оплаты" },
  specialRequest: { en: "Special request", fi: "Lisätoive", sv: "Särskild önskan", de: "Besonderer Wunsch", fr: "Demande particulière", ru: "Особая просьба" },
  contact: { en: "Contact", fi: "Yhteystiedot", sv: "Kontaktuppgifter", de: "Kontakt", fr: "Contact", ru: "Контакты" },
  products: { en: "Products", fi: "Tuotteet", sv: "Produkter", de: "Artikel", fr: "Produits", ru: "Товары" },
  paidWith: { en: "Paid with {method}", fi: "Maksettu: {method}", sv: "Betalt med {method}", de: "Bezahlt mit {method}", fr: "Payé par {method}", ru: "Оплачено: {method}" },

  // /view-order/
  viewTitle: { en: "Find your order", fi: "Hae tilauksesi", sv: "Hitta din beställning", de: "Bestellung finden", fr: "Retrouver votre commande", ru: "Найти заказ" },
  viewIntro: {
    en: "Enter the e-mail address you ordered with and the order number from your confirmation.",
    fi: "Anna sähköpostiosoite, jolla tilasit, ja tilausvahvistuksen tilausnumero.",
    sv: "Ange e-postadressen du beställde med och ordernumret från bekräftelsen.",
    de: "Geben Sie die E-Mail-Adresse Ihrer Bestellung und die Bestellnummer aus der Bestätigung ein.",
    fr: "Saisissez l’adresse e-mail de votre commande et le numéro de commande de la confirmation.",
    ru: "Введите адрес электронной почты, указанный при заказе, и номер заказа из подтверждения.",
  },
  viewEmail: { en: "E-mail", fi: "Sähköposti", sv: "E-post", de: "E-Mail", fr: "E-mail", ru: "Эл. почта" },
  viewNumber: { en: "Order number", fi: "Tilausnumero", sv: "Ordernummer", de: "Bestellnummer", fr: "Numéro de commande", ru: "Номер заказа" },
  viewFind: { en: "Find order", fi: "Hae tilaus", sv: "Hitta beställning", de: "Bestellung suchen", fr: "Rechercher", ru: "Найти" },
  viewNotFound: {
    en: "Order not found: check email and order number",
    fi: "Tilausta ei löytynyt: tarkista sähköposti ja tilausnumero",
    sv: "Beställningen hittades inte: kontrollera e-post och ordernummer",
    de: "Bestellung nicht gefunden: Prüfen Sie E-Mail und Bestellnummer",
    fr: "Commande introuvable\u00a0: vérifiez l’e-mail et le numéro de commande",
    ru: "Заказ не найден: проверьте адрес почты и номер заказа",
  },
  viewTooMany: {
    en: "Too many searches. Try again in a few minutes.",
    fi: "Liikaa hakuja. Yritä muutaman minuutin kuluttua uudelleen.",
    sv: "För många sökningar. Försök igen om några minuter.",
    de: "Zu viele Suchanfragen. Versuchen Sie es in ein paar Minuten erneut.",
    fr: "Trop de recherches. Réessayez dans quelques minutes.",
    ru: "Слишком много запросов. Попробуйте через несколько минут.",
  },
  viewNumberRequired: { en: "Enter the order number.", fi: "Anna tilausnumero.", sv: "Ange ordernumret.", de: "Geben Sie die Bestellnummer ein.", fr: "Saisissez le numéro de commande.", ru: "Введите номер заказа." },

  // The built-in test payment service's page.
  testTitle: { en: "Test payment", fi: "Testimaksu", sv: "Testbetalning", de: "Testzahlung", fr: "Paiement test", ru: "Тестовый платёж" },
  testIntro: {
    en: "This is the shop’s built-in test payment service. No money moves: choose what the payment does.",
    fi: "Tämä on kaupan sisäänrakennettu testimaksupalvelu. Rahaa ei siirry: valitse, miten maksu päättyy.",
    sv: "Det här är butikens inbyggda testbetaltjänst. Inga pengar flyttas: välj hur betalningen slutar.",
    de: "Dies ist der eingebaute Testzahlungsdienst des Shops. Es fließt kein Geld: Wählen Sie, wie die Zahlung endet.",
    fr: "Ceci est le service de paiement test intégré à la boutique. Aucun argent ne circule\u00a0: choisissez l’issue du paiement.",
    ru: "Это встроенный тестовый платёжный сервис магазина. Деньги не списываются: выберите исход платежа.",
  },
  testAmount: { en: "Amount", fi: "Summa", sv: "Belopp", de: "Betrag", fr: "Montant", ru: "Сумма" },
  testPay: { en: "Pay", fi: "Maksa", sv: "Betala", de: "Bezahlen", fr: "Payer", ru: "Оплатить" },
  testCancel: { en: "Cancel the payment", fi: "Peru maksu", sv: "Avbryt betalningen", de: "Zahlung abbrechen", fr: "Annuler le paiement", ru: "Отменить платёж" },
  testFail: { en: "Make the payment fail", fi: "Anna maksun epäonnistua", sv: "Låt betalningen misslyckas", de: "Zahlung fehlschlagen lassen", fr: "Faire échouer le paiement", ru: "Провалить платёж" },
  testDecided: {
    en: "This payment has already been completed. Return to the shop.",
    fi: "Tämä maksu on jo käsitelty. Palaa kauppaan.",
    sv: "Den här betalningen är redan klar. Gå tillbaka till butiken.",
    de: "Diese Zahlung ist bereits abgeschlossen. Kehren Sie zum Shop zurück.",
    fr: "Ce paiement est déjà terminé. Retournez à la boutique.",
    ru: "Этот платёж уже завершён. Вернитесь в магазин.",
  },
  testReturn: { en: "Return to the shop", fi: "Palaa kauppaan", sv: "Tillbaka till butiken", de: "Zurück zum Shop", fr: "Retour à la boutique", ru: "Вернуться в магазин" },
});
