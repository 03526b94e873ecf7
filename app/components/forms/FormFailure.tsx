import { FormAlert } from "../accounts/FormMessages.tsx";
import { useT } from "../shell/ShellContext.tsx";

/** A contact form's failure above its fields; when sending failed, with the shop's address to write to instead. */
export function FormFailure({ message, contactEmail }: { message: string; contactEmail: string | null }) {
  const t = useT();
  return (
    <FormAlert>
      {message}
      {contactEmail ? (
        <>
          {" "}
          <a href={`mailto:${contactEmail}`}>{t("forms.writeTo", { email: contactEmail })}</a>
        </>
      ) : null}
    </FormAlert>
  );
}
