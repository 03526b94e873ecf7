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

  it("names a complaint as one, asks the shop's question with the answer link, and tells what the shop does on approval", () => {
    const complaint = { ...base, kind: "complaint" as const, number: "R200010", link: "https://kauppa.example/reklamaatio/R200010/?t=abc" };
    const asked = caseMail({ ...complaint, status: "more_info-return", message: "Missä kohtaa sauma aukesi?", action: "askMoreInfo" });
    expect(asked.subject).toBe("Reklamaatio R200010: Tarvitsemme sinulta lisätietoja");
    expect(asked.text).toContain("Kysyimme sinulta: Missä kohtaa sauma aukesi?");
    expect(asked.text).toContain(`Vastaa sen sivulla: ${complaint.link}`);
    const approved = caseMail({ ...complaint, status: "processed-return", message: "Lähetämme uudet housut.", action: "approve" });
    expect(approved.text).toContain("Viestimme: Lähetämme uudet housut.");
    expect(approved.text).not.toContain("palautuskoodilla");
  });
});
