import type { AdminProblem, Problems } from "#core/admin/model-form.ts";
import type { MessageKey } from "#i18n/messages.ts";

/** What a back-office form shows: the values typed when a post failed, else the stored ones, and each field's problem. */
export interface AdminFormState {
  form: string;
  values: Record<string, string[]>;
  problems: Problems;
  stale: boolean;
}

const PROBLEM_KEYS: Record<AdminProblem | "duplicate" | "conflict" | "unknownColumn", MessageKey> = {
  duplicate: "admin.problemDuplicate",
  conflict: "admin.problemConflict",
  unknownColumn: "admin.problemUnknownColumn",
  required: "admin.problemRequired",
  invalid: "admin.problemInvalid",
  tooLong: "admin.problemTooLong",
  notBelowRegular: "admin.problemNotBelowRegular",
  endBeforeStart: "admin.problemEndBeforeStart",
  taken: "admin.problemTaken",
  unknown: "admin.problemUnknown",
  tooMany: "admin.problemTooManyPictures",
  tooLarge: "admin.problemPictureTooLarge",
  tooLargeTogether: "admin.problemPicturesTooLarge",
  notPicture: "admin.problemNotPicture",
  busy: "admin.problemBusy",
  noParentText: "admin.problemNoParentText",
  noModel: "admin.problemNoModel",
  notPart: "admin.problemNotPart",
  twice: "admin.problemTwice",
  noPrice: "admin.problemNoPrice",
  mainNoPrice: "admin.problemMainNoPrice",
  notBelowParts: "admin.problemNotBelowParts",
};

export function problemKey(problem: AdminProblem | "duplicate" | "conflict" | "unknownColumn" | undefined): MessageKey | undefined {
  return problem ? PROBLEM_KEYS[problem] : undefined;
}

/** Reads one form's fields: the typed value after a failed post of this form, else the stored value. */
export function formReader(state: AdminFormState | undefined, form: string) {
  const mine = state?.form === form ? state : undefined;
  return {
    failed: mine,
    value(name: string, stored: string): string {
      return mine ? (mine.values[name]?.[0] ?? "") : stored;
    },
    checked(name: string, stored: boolean): boolean {
      return mine ? mine.values[name]?.[0] === "on" : stored;
    },
    values(name: string, stored: string[]): string[] {
      return mine ? (mine.values[name] ?? []) : stored;
    },
    problem(name: string): AdminProblem | undefined {
      return mine?.problems[name];
    },
  };
}
