import type { CasePictureProblem } from "#core/after-sales/case-pictures.ts";
import type { Translator } from "#i18n/messages.ts";

/** A picture problem as the sentence under the picture field; the browser checks before sending, the server after. */
export function pictureMessage(t: Translator, problem: CasePictureProblem): string {
  switch (problem.code) {
    case "tooMany":
      return t("complaints.picture.tooMany", { max: problem.max });
    case "tooLarge":
      return t("complaints.picture.tooLarge", { name: problem.name, max: problem.maxMb });
    case "tooLargeTogether":
      return t("complaints.picture.tooLargeTogether", { max: problem.maxMb });
    case "uploadFailed":
      return t("errors.uploadFailed");
  }
}
