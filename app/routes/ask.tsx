import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/ask.ts";
import { requestContext } from "../context.ts";
import { FormField } from "../components/accounts/AccountField.tsx";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { Honeypot } from "../components/forms/Honeypot.tsx";
import { FormFailure } from "../components/forms/FormFailure.tsx";
import { formMessages, formText } from "../components/forms/forms.server.ts";
import { readPictures } from "../components/returns/complaints.server.ts";
import { pictureMessage } from "../components/returns/picture-message.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { casePictureLimitProblem, MAX_CASE_PICTURES } from "#core/after-sales/case-pictures.ts";
import { CONTACT_TOPICS, FIELD_MAX, type AskInput } from "#core/forms/form-rules.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * The question to customer service (/ask/): name, address, topic, message, and optionally a phone, an order
 * number and pictures. It is mailed to customer service and a copy to the sender. Works without JavaScript.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await ctx.user();
  return {
    values: { name: user?.firstName ?? "", email: user?.email ?? "", phone: "", topic: "", orderNumber: "", message: "" } satisfies AskInput,
    messages: messagesFor(ctx.lang, ["forms", "complaints.picture", "complaints.picturesHint", "errors.sendMessageFailed"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "forms.ask.title"), description: translate(ctx.lang, "forms.ask.intro"), paths: routePaths("ask") }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

type AskActionData =
  | { sent: true; email: string }
  | { sent: false; values: AskInput; errors: Partial<Record<keyof AskInput | "pictures", string>>; formError: string; contactEmail: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const values: AskInput = {
    name: formText(form, "name", FIELD_MAX.name),
    email: formText(form, "email", FIELD_MAX.email),
    phone: formText(form, "phone", FIELD_MAX.phone),
    topic: formText(form, "topic", FIELD_MAX.topic),
    orderNumber: formText(form, "orderNumber", FIELD_MAX.orderNumber),
    message: formText(form, "message", FIELD_MAX.message),
  };
  const pictures = await readPictures(form);
  const failed = (status: number, rest: { errors?: Partial<Record<keyof AskInput | "pictures", string>>; formError: string; contactEmail?: string }) =>
    data<AskActionData>({ sent: false, values, errors: rest.errors ?? {}, formError: rest.formError, contactEmail: rest.contactEmail ?? null }, { status });
  try {
    const result = await ctx.services.forms.ask({ form: values, pictures, honeypot: formText(form, "website", 200), lang: ctx.lang, clientAddress: ctx.clientAddress });
    if (!result.ok) {
      const errors: Partial<Record<keyof AskInput | "pictures", string>> = formMessages(ctx.lang, result.problems);
      if (result.pictures) errors.pictures = pictureMessage((key, params) => translate(ctx.lang, key, params), result.pictures);
      return failed(400, { errors, formError: translate(ctx.lang, "forms.formProblem") });
    }
    return { sent: true, email: values.email.trim() } satisfies AskActionData;
  } catch (error) {
    if (isDomainError(error) && error.code === "RATE_LIMITED") return failed(429, { formError: translate(ctx.lang, "forms.rateLimited") });
    if (isDomainError(error) && error.code === "UNAVAILABLE") return failed(503, { formError: translate(ctx.lang, "errors.sendMessageFailed"), contactEmail: ctx.contactEmail });
    throw error;
  }
}

export default function AskPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const failed = actionData && !actionData.sent ? actionData : null;
  const values = failed?.values ?? loaderData.values;
  const filesRef = useRef<HTMLInputElement>(null);
  const [pictureProblem, setPictureProblem] = useState<{ for: unknown; message: string } | null>(null);
  const errors = { ...failed?.errors, ...(pictureProblem && pictureProblem.for === actionData ? { pictures: pictureProblem.message } : {}) };
  useEffect(() => {
    if (actionData?.sent && filesRef.current) filesRef.current.value = "";
  }, [actionData]);
  const checkPictures = (form: HTMLFormElement) => {
    const input = form.elements.namedItem("pictures");
    const files = input instanceof HTMLInputElement ? [...(input.files ?? [])] : [];
    const problem = casePictureLimitProblem(files.map((file) => ({ name: file.name, size: file.size })));
    setPictureProblem(problem ? { for: actionData, message: pictureMessage(t, problem) } : null);
    return problem === null;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!checkPictures(event.currentTarget)) {
      event.preventDefault();
      filesRef.current?.focus();
    }
  };
  const input = (name: "name" | "email" | "phone" | "orderNumber", label: string, options: { type?: string; autoComplete?: string } = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => <input name={name} type={options.type ?? "text"} className="field__control" autoComplete={options.autoComplete} maxLength={FIELD_MAX[name]} defaultValue={values[name]} {...control} />}
    </FormField>
  );
  return (
    <div className="contact-page container">
      <h1>{t("forms.ask.title")}</h1>
      <p className="returns__intro">{t("forms.ask.intro")}</p>
      {actionData?.sent ? (
        <FormNotice>{t("forms.ask.sent", { email: actionData.email })}</FormNotice>
      ) : (
        <Form method="post" encType="multipart/form-data" className="contact-form" noValidate onSubmit={onSubmit}>
          {failed ? <FormFailure message={failed.formError} contactEmail={failed.contactEmail} /> : null}
          <Honeypot />
          {input("name", t("forms.name"), { autoComplete: "name" })}
          {input("email", t("forms.email"), { type: "email", autoComplete: "email" })}
          {input("phone", t("forms.phone"), { type: "tel", autoComplete: "tel" })}
          <FormField id={`${id}-topic`} label={t("forms.ask.topic")} error={errors.topic}>
            {(control) => (
              <select name="topic" className="field__control" defaultValue={values.topic} {...control}>
                <option value="">{t("forms.ask.chooseTopic")}</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`forms.topic.${topic}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {input("orderNumber", t("forms.ask.orderNumber"))}
          <FormField id={`${id}-message`} label={t("forms.message")} error={errors.message}>
            {(control) => <textarea name="message" className="field__control" rows={6} maxLength={FIELD_MAX.message} defaultValue={values.message} {...control} />}
          </FormField>
          <FormField id={`${id}-pictures`} label={t("forms.ask.pictures")} hint={t("complaints.picturesHint", { max: MAX_CASE_PICTURES })} error={errors.pictures}>
            {(control) => (
              <input
                ref={filesRef}
                name="pictures"
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                className="field__control"
                onChange={(event) => event.currentTarget.form && checkPictures(event.currentTarget.form)}
                {...control}
              />
            )}
          </FormField>
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("forms.ask.send")}
          </button>
        </Form>
      )}
    </div>
  );
}
