import { COMPLAINT_MAX_LENGTH, COMPLAINT_TEXT_MIN, emptyComplaint, type ComplaintField, type ComplaintInput, type ComplaintProblems } from "#core/after-sales/complaint-form.ts";
import type { UploadedImage } from "#core/reviews/review-images.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";

/** Picture files a post may carry before the rest are ignored (the limit's message names the real maximum). */
const MAX_FILES_READ = 20;

/**
 * The complaint form as posted. Texts are read a little past their limits, so that an over-long one gets its
 * message instead of being cut without a word.
 */
export async function readComplaintForm(form: FormData): Promise<{ input: ComplaintInput; pictures: UploadedImage[] }> {
  const input = emptyComplaint();
  for (const field of Object.keys(COMPLAINT_MAX_LENGTH) as ComplaintField[]) {
    const value = form.get(field);
    input[field] = typeof value === "string" ? value.slice(0, COMPLAINT_MAX_LENGTH[field] + 100) : "";
  }
  input.used = form.get("used") === "on";
  input.noSize = form.get("noSize") === "on";
  return { input, pictures: await readPictures(form) };
}

/** The pictures of a post's `pictures` field (the complaint, its answer, a question to customer service). */
export async function readPictures(form: FormData): Promise<UploadedImage[]> {
  const pictures: UploadedImage[] = [];
  for (const file of form.getAll("pictures").slice(0, MAX_FILES_READ)) {
    // A form sent without a chosen file still carries one empty, nameless part.
    if (typeof file !== "string" && file.size > 0) pictures.push({ name: file.name.slice(0, 100), bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  return pictures;
}

const FIELD_MESSAGES: Partial<Record<ComplaintField, MessageKey>> = {
  email: "forms.problem.email",
  phone: "forms.problem.phone",
  orderNumber: "forms.problem.orderNumber",
  postNumber: "complaints.problem.postNumber",
  price: "complaints.problem.price",
};

/** Each problem as the sentence shown under its field, in the shopper's language. */
export function complaintMessages(lang: Lang, problems: ComplaintProblems): Partial<Record<ComplaintField, string>> {
  const messages: Partial<Record<ComplaintField, string>> = {};
  for (const [field, code] of Object.entries(problems) as Array<[ComplaintField, NonNullable<ComplaintProblems[ComplaintField]>]>) {
    messages[field] =
      code === "tooLong"
        ? translate(lang, "forms.problem.tooLong", { max: COMPLAINT_MAX_LENGTH[field] })
        : code === "tooShort"
          ? translate(lang, "complaints.problem.tooShort", { min: COMPLAINT_TEXT_MIN })
          : code === "notAStore"
            ? translate(lang, "complaints.problem.notAStore")
            : code === "future" || code === "tooEarly"
              ? translate(lang, `complaints.problem.${code}`)
              : field === "salesChannel"
                ? translate(lang, "complaints.problem.salesChannel")
                : field === "timeOfPurchase"
                  ? translate(lang, "complaints.problem.date")
                  : code === "invalid"
                    ? translate(lang, FIELD_MESSAGES[field] ?? "complaints.problem.invalid")
                    : translate(lang, "forms.problem.required");
  }
  return messages;
}
