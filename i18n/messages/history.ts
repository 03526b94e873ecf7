import { defineMessages } from "../define.ts";

/** Order history /history/. */
export default defineMessages({
  title: { en: "Order history", fi: "Ostohistoria", sv: "Köphistorik", de: "Bestellhistorie", fr: "Historique des achats", ru: "История покупок" },
  intro: {
    en: "Your web orders and the purchases made with your club card in our stores.",
    fi: "Verkkotilauksesi ja klubikortillasi myymälöistämme tekemäsi ostot.",
    sv: "Dina webbeställningar och köpen med ditt klubbkort i våra butiker.",
    de: "Ihre Onlinebestellungen und die Einkäufe mit Ihrer Clubkarte in unseren Filialen.",
    fr: "Vos commandes en ligne et les achats faits avec votre carte club dans nos magasins.",
    ru: "Ваши онлайн-заказы и покупки по клубной карте в наших магазинах.",
  },
  empty: {
    en: "No orders or receipts yet.",
    fi: "Ei vielä tilauksia eikä kuitteja.",
    sv: "Inga beställningar eller kvitton ännu.",
    de: "Noch keine Bestellungen oder Kassenbons.",
    fr: "Aucune commande ni aucun ticket pour l’instant.",
    ru: "Заказов и чеков пока нет.",
  },
  webOrder: { en: "Web order {number}", fi: "Verkkotilaus {number}", sv: "Webbeställning {number}", de: "Onlinebestellung {number}", fr: "Commande en ligne {number}", ru: "Онлайн-заказ {number}" },
  storeReceipt: { en: "Receipt {number}", fi: "Kuitti {number}", sv: "Kvitto {number}", de: "Kassenbon {number}", fr: "Ticket {number}", ru: "Чек {number}" },
  placeOfPurchase: { en: "Place of purchase", fi: "Ostopaikka", sv: "Inköpsställe", de: "Kaufort", fr: "Lieu d’achat", ru: "Место покупки" },
  webStore: { en: "Web store", fi: "Verkkokauppa", sv: "Webbutik", de: "Onlineshop", fr: "Boutique en ligne", ru: "Интернет-магазин" },
  purchaseDate: { en: "Purchase date", fi: "Ostopäivä", sv: "Inköpsdatum", de: "Kaufdatum", fr: "Date d’achat", ru: "Дата покупки" },
  total: { en: "Total", fi: "Yhteensä", sv: "Totalt", de: "Gesamt", fr: "Total", ru: "Итого" },
  rowsTitle: { en: "Products", fi: "Tuotteet", sv: "Produkter", de: "Artikel", fr: "Articles", ru: "Товары" },
  returned: { en: "{count} returned", fi: "{count} palautettu", sv: "{count} returnerad", de: "{count} zurückgegeben", fr: "{count} retourné(s)", ru: "возвращено: {count}" },
  note: { en: "Note", fi: "Lisätieto", sv: "Anteckning", de: "Vermerk", fr: "Remarque", ru: "Примечание" },
  receiptPaid: { en: "Paid", fi: "Maksettu", sv: "Betald", de: "Bezahlt", fr: "Payé", ru: "Оплачен" },
  receiptPartlyReturned: { en: "Partly returned", fi: "Osittain palautettu", sv: "Delvis returnerad", de: "Teilweise zurückgegeben", fr: "Partiellement retourné", ru: "Частично возвращён" },
  receiptReturned: { en: "Returned", fi: "Palautettu", sv: "Returnerad", de: "Zurückgegeben", fr: "Retourné", ru: "Возвращён" },
  receipt: { en: "Receipt", fi: "Kuitti", sv: "Kvitto", de: "Beleg", fr: "Reçu", ru: "Квитанция" },
  buyAgain: { en: "Buy again", fi: "Osta uudelleen", sv: "Köp igen", de: "Erneut kaufen", fr: "Racheter", ru: "Купить снова" },
  productImage: { en: "Picture of {name}", fi: "Kuva: {name}", sv: "Bild på {name}", de: "Bild von {name}", fr: "Photo de {name}", ru: "Фото: {name}" },
});
