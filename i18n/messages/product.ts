import { defineMessages } from "../define.ts";

/**
 * The product page (document 2 §2, §4, §5, §8): the back-in-stock notifier and its mail so far.
 * French uses a no-break space (\u00a0) before : ? ! as French typography does.
 */
export default defineMessages({
  notifySuccess: {
    en: "Thank you for ordering notification",
    fi: "Kiitos, ilmoitamme sinulle, kun tuotetta on taas saatavilla",
    sv: "Tack, vi meddelar dig när produkten finns i lager igen",
    de: "Danke, wir benachrichtigen Sie, sobald der Artikel wieder verfügbar ist",
    fr: "Merci, nous vous préviendrons dès que l’article sera de nouveau disponible",
    ru: "Спасибо, мы сообщим вам, когда товар снова появится в наличии",
  },
  notifyUnexpected: {
    en: "An unexpected error (#6302)",
    fi: "Odottamaton virhe (#6302)",
    sv: "Ett oväntat fel (#6302)",
    de: "Ein unerwarteter Fehler (#6302)",
    fr: "Une erreur inattendue (#6302)",
    ru: "Непредвиденная ошибка (#6302)",
  },
  notifyEmailRequired: {
    en: "Enter your e-mail address",
    fi: "Anna sähköpostiosoitteesi",
    sv: "Ange din e-postadress",
    de: "Geben Sie Ihre E-Mail-Adresse ein",
    fr: "Saisissez votre adresse e-mail",
    ru: "Введите адрес электронной почты",
  },
  notifyEmailInvalid: {
    en: "Check the e-mail address: it should look like name@example.com",
    fi: "Tarkista sähköpostiosoite: sen pitäisi olla muotoa nimi@esimerkki.fi",
    sv: "Kontrollera e-postadressen: den ska se ut som namn@exempel.se",
    de: "Prüfen Sie die E-Mail-Adresse: Sie sollte wie name@beispiel.de aussehen",
    fr: "Vérifiez l’adresse e-mail\u00a0: elle doit ressembler à nom@exemple.fr",
    ru: "Проверьте адрес электронной почты: он должен выглядеть как name@example.com",
  },
  notifyUnknownProduct: {
    en: "This product is no longer sold",
    fi: "Tätä tuotetta ei enää myydä",
    sv: "Den här produkten säljs inte längre",
    de: "Dieser Artikel wird nicht mehr verkauft",
    fr: "Cet article n’est plus vendu",
    ru: "Этот товар больше не продаётся",
  },
  backInStockSubject: {
    en: "Back in stock: {product}",
    fi: "Taas saatavilla: {product}",
    sv: "Finns i lager igen: {product}",
    de: "Wieder verfügbar: {product}",
    fr: "De nouveau disponible\u00a0: {product}",
    ru: "Снова в наличии: {product}",
  },
  backInStockBody: {
    en: "Good news: {product} ({variant}) can be ordered again.\n\nOrder it here: {url}\n\nYou asked us to tell you when it is back in stock. We sent this message once and will not write about this product again.",
    fi: "Hyviä uutisia: {product} ({variant}) on taas tilattavissa.\n\nTilaa tästä: {url}\n\nPyysit meitä kertomaan, kun tuotetta on taas saatavilla. Lähetimme tämän viestin kerran emmekä kirjoita tästä tuotteesta uudelleen.",
    sv: "Goda nyheter: {product} ({variant}) kan beställas igen.\n\nBeställ här: {url}\n\nDu bad oss meddela dig när produkten finns i lager igen. Vi skickade detta meddelande en gång och skriver inte om produkten igen.",
    de: "Gute Nachrichten: {product} ({variant}) ist wieder bestellbar.\n\nHier bestellen: {url}\n\nSie hatten uns gebeten, Sie zu benachrichtigen, sobald der Artikel wieder verfügbar ist. Wir senden diese Nachricht nur einmal.",
    fr: "Bonne nouvelle\u00a0: {product} ({variant}) peut de nouveau être commandé.\n\nCommandez-le ici\u00a0: {url}\n\nVous nous avez demandé de vous prévenir de son retour en stock. Nous n’envoyons ce message qu’une fois.",
    ru: "Хорошие новости: {product} ({variant}) снова можно заказать.\n\nЗаказать: {url}\n\nВы просили сообщить, когда товар снова появится в наличии. Мы отправили это письмо один раз и больше не будем писать об этом товаре.",
  },
});
