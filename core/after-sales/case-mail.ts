import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import type { CaseStatus } from "./case-status.ts";

/**
 * The mail a shopper gets when a return, exchange or complaint is sent and at every change of its status:
 * the new status in words, what the shop said with it (a question, a rejection's reason), how to send the
 * parcel while it is awaited, and the link to the case's page.
 */
export interface CaseMailFacts {
  lang: Lang;
  number: string;
  kind: "return" | "exchange" | "complaint";
  status: CaseStatus;
  /** What the step said to the shopper; empty for none. */
  message: string;
  /** The case page, with its token. */
  link: string;
  /** The step: the first mail says the case was received. */
  action: string;
}

export function caseMail(facts: CaseMailFacts): { subject: string; text: string } {
  const { lang } = facts;
  const status = translate(lang, `returns.status.${facts.status}` as MessageKey);
  const title = translate(lang, facts.kind === "exchange" ? "returns.exchangeTitle" : facts.kind === "complaint" ? "complaints.caseTitle" : "returns.caseTitle", { number: facts.number });
  const lines: string[] = [];
  if (facts.action === "start") lines.push(translate(lang, "returns.mailStarted", { title }));
  lines.push(translate(lang, "returns.mailStatus", { title, status }));
  if (facts.message !== "") {
    lines.push("");
    if (facts.status === "rejected-return") lines.push(translate(lang, "returns.rejectedBecause", { reason: facts.message }));
    else {
      const label = facts.action === "askMoreInfo" ? "returns.step.askMoreInfo" : facts.action === "answer" ? "returns.step.answer" : "returns.mailOurMessage";
      lines.push(`${translate(lang, label)}: ${facts.message}`);
    }
  }
  if (facts.status === "new-return" && facts.kind !== "complaint") {
    lines.push("", translate(lang, "returns.instructions", { code: facts.number }));
  }
  lines.push("", translate(lang, facts.status === "more_info-return" ? "returns.mailAnswer" : "returns.mailFollow", { url: facts.link }));
  return { subject: `${title}: ${status}`, text: lines.join("\n") };
}
