import { defineMessages } from "../define.ts";

/** The mail of the account links (core/accounts/account-service.ts): plain text, never sent to the browser. */
export default defineMessages({
  activationSubject: {
    en: "Activate your Kuusikko account",
    fi: "Aktivoi Kuusikko-tilisi",
    sv: "Aktivera ditt Kuusikko-konto",
    de: "Aktivieren Sie Ihr Kuusikko-Konto",
    fr: "Activez votre compte Kuusikko",
    ru: "Активируйте учётную запись Kuusikko",
  },
  activationBody: {
    en: "Hello {name},\n\nthank you for registering. Open this link to activate your account:\n\n{url}\n\nThe link works for {days} days. If you did not register, ignore this mail: no account is made without the link.\n\nKuusikko",
    fi: "Hei {name},\n\nkiitos rekisteröitymisestä. Avaa tämä linkki aktivoidaksesi tilisi:\n\n{url}\n\nLinkki toimii {days} päivää. Jos et rekisteröitynyt, voit jättää viestin huomiotta: tiliä ei synny ilman linkkiä.\n\nKuusikko",
    sv: "Hej {name},\n\ntack för din registrering. Öppna den här länken för att aktivera ditt konto:\n\n{url}\n\nLänken fungerar i {days} dagar. Om du inte registrerade dig kan du bortse från mejlet: inget konto skapas utan länken.\n\nKuusikko",
    de: "Hallo {name},\n\nvielen Dank für Ihre Registrierung. Öffnen Sie diesen Link, um Ihr Konto zu aktivieren:\n\n{url}\n\nDer Link gilt {days} Tage. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne den Link entsteht kein Konto.\n\nKuusikko",
    fr: "Bonjour {name},\n\nmerci de votre inscription. Ouvrez ce lien pour activer votre compte :\n\n{url}\n\nLe lien est valable {days} jours. Si vous ne vous êtes pas inscrit, ignorez ce message : aucun compte n’est créé sans le lien.\n\nKuusikko",
    ru: "Здравствуйте, {name}!\n\nСпасибо за регистрацию. Откройте ссылку, чтобы активировать учётную запись:\n\n{url}\n\nСсылка действует {days} дней. Если вы не регистрировались, просто проигнорируйте письмо: без ссылки учётная запись не создаётся.\n\nKuusikko",
  },
  existsSubject: {
    en: "You already have a Kuusikko account",
    fi: "Sinulla on jo Kuusikko-tili",
    sv: "Du har redan ett Kuusikko-konto",
    de: "Sie haben bereits ein Kuusikko-Konto",
    fr: "Vous avez déjà un compte Kuusikko",
    ru: "У вас уже есть учётная запись Kuusikko",
  },
  existsBody: {
    en: "Hello,\n\nsomebody tried to register with this address, which already has an account. Log in here:\n\n{login}\n\nForgot the password? Set a new one here:\n\n{reset}\n\nIf it was not you, ignore this mail: nothing changed.\n\nKuusikko",
    fi: "Hei,\n\njoku yritti rekisteröityä tällä osoitteella, jolla on jo tili. Kirjaudu tästä:\n\n{login}\n\nUnohditko salasanan? Aseta uusi tästä:\n\n{reset}\n\nJos se et ollut sinä, voit jättää viestin huomiotta: mikään ei muuttunut.\n\nKuusikko",
    sv: "Hej,\n\nnågon försökte registrera sig med den här adressen, som redan har ett konto. Logga in här:\n\n{login}\n\nGlömt lösenordet? Välj ett nytt här:\n\n{reset}\n\nOm det inte var du kan du bortse från mejlet: inget har ändrats.\n\nKuusikko",
    de: "Hallo,\n\njemand wollte sich mit dieser Adresse registrieren, zu der es bereits ein Konto gibt. Hier anmelden:\n\n{login}\n\nPasswort vergessen? Hier ein neues festlegen:\n\n{reset}\n\nWaren Sie es nicht, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.\n\nKuusikko",
    fr: "Bonjour,\n\nquelqu’un a voulu s’inscrire avec cette adresse, qui a déjà un compte. Connectez-vous ici :\n\n{login}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n\n{reset}\n\nSi ce n’était pas vous, ignorez ce message : rien n’a changé.\n\nKuusikko",
    ru: "Здравствуйте!\n\nКто-то пытался зарегистрироваться с этим адресом, но для него уже есть учётная запись. Войти:\n\n{login}\n\nЗабыли пароль? Задайте новый:\n\n{reset}\n\nЕсли это были не вы, просто проигнорируйте письмо: ничего не изменилось.\n\nKuusikko",
  },
  resetSubject: {
    en: "Set a new password for Kuusikko",
    fi: "Aseta uusi salasana Kuusikkoon",
    sv: "Välj ett nytt lösenord för Kuusikko",
    de: "Neues Passwort für Kuusikko festlegen",
    fr: "Choisissez un nouveau mot de passe Kuusikko",
    ru: "Новый пароль для Kuusikko",
  },
  resetBody: {
    en: "Hello,\n\nopen this link to set a new password for your account:\n\n{url}\n\nThe link works once, for {hours} hours. If you did not ask for it, ignore this mail: your password stays as it is.\n\nKuusikko",
    fi: "Hei,\n\navaa tämä linkki asettaaksesi tilillesi uuden salasanan:\n\n{url}\n\nLinkki toimii kerran ja {hours} tunnin ajan. Jos et pyytänyt sitä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.\n\nKuusikko",
    sv: "Hej,\n\nöppna den här länken för att välja ett nytt lösenord för ditt konto:\n\n{url}\n\nLänken fungerar en gång, i {hours} timmar. Om du inte bad om den kan du bortse från mejlet: ditt lösenord förblir detsamma.\n\nKuusikko",
    de: "Hallo,\n\nöffnen Sie diesen Link, um ein neues Passwort für Ihr Konto festzulegen:\n\n{url}\n\nDer Link funktioniert einmal und {hours} Stunden lang. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\nKuusikko",
    fr: "Bonjour,\n\nouvrez ce lien pour choisir un nouveau mot de passe pour votre compte :\n\n{url}\n\nLe lien fonctionne une fois, pendant {hours} heures. Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.\n\nKuusikko",
    ru: "Здравствуйте!\n\nОткройте ссылку, чтобы задать новый пароль учётной записи:\n\n{url}\n\nСсылка работает один раз в течение {hours} часов. Если вы её не запрашивали, просто проигнорируйте письмо: пароль останется прежним.\n\nKuusikko",
  },
  deleteSubject: {
    en: "Confirm deleting your Kuusikko account",
    fi: "Vahvista Kuusikko-tilisi poistaminen",
    sv: "Bekräfta att ditt Kuusikko-konto raderas",
    de: "Löschen Ihres Kuusikko-Kontos bestätigen",
    fr: "Confirmez la suppression de votre compte Kuusikko",
    ru: "Подтвердите удаление учётной записи Kuusikko",
  },
  deleteBody: {
    en: "Hello,\n\nyou asked to delete your account. Open this link to confirm:\n\n{url}\n\nThe link works for {hours} hours. If you did not ask for it, ignore this mail and consider changing your password.\n\nKuusikko",
    fi: "Hei,\n\npyysit tilisi poistamista. Avaa tämä linkki vahvistaaksesi:\n\n{url}\n\nLinkki toimii {hours} tuntia. Jos et pyytänyt sitä, voit jättää viestin huomiotta; harkitse salasanan vaihtamista.\n\nKuusikko",
    sv: "Hej,\n\ndu bad om att radera ditt konto. Öppna den här länken för att bekräfta:\n\n{url}\n\nLänken fungerar i {hours} timmar. Om du inte bad om det kan du bortse från mejlet; överväg att byta lösenord.\n\nKuusikko",
    de: "Hallo,\n\nSie haben die Löschung Ihres Kontos angefordert. Öffnen Sie diesen Link zur Bestätigung:\n\n{url}\n\nDer Link gilt {hours} Stunden. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie am besten Ihr Passwort.\n\nKuusikko",
    fr: "Bonjour,\n\nvous avez demandé la suppression de votre compte. Ouvrez ce lien pour confirmer :\n\n{url}\n\nLe lien est valable {hours} heures. Si vous ne l’avez pas demandé, ignorez ce message et pensez à changer votre mot de passe.\n\nKuusikko",
    ru: "Здравствуйте!\n\nВы запросили удаление учётной записи. Откройте ссылку, чтобы подтвердить:\n\n{url}\n\nСсылка действует {hours} часов. Если вы этого не запрашивали, проигнорируйте письмо и смените пароль.\n\nKuusikko",
  },
});
