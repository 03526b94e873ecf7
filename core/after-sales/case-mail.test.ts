import { describe, expect, it } from "vitest";
import { caseMail } from "./case-mail.ts";

const base = { lang: "fi" as const, number: "P200009", kind: "exchange" as const, link: "https://kauppa.example/palautukset/P200009/?t=abc" };

describe("caseMail", () => {
  it("names an exchange as one and tells a rejection's reason in the shopper's language", () => {
    const mail = caseMail({ ...base, status: "rejected-return", message: "Tuotteessa on käytön jälkiä.", action: "reject" });
    expect(mail.subject).toBe("Vaihto P200009: Tuote ei myyntikelpoinen");
    expect(mail.text).toContain("Syy: Tuotteessa on käytön jälkiä.");
    expect(mail.text).toContain(`Seuraa sitä täällä: ${base.link}`);
    expect(mail.text).not.toContain("palautuskoodilla");
  });

  it("thanks for a new return and says how to send it", () => {
    const mail = caseMail({ ...base, kind: "return", status: "new-return", message: "", action: "start" });
    expect(mail.text.split("\n")[0]).toBe("Kiitos: olemme vastaanottaneet pyyntösi (Palautus P200009).");
    expect(mail.text).toContain("palautuskoodilla P200009");
  });
});
