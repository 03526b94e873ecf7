import type { Route } from "./+types/forest-newsletter.ts";
import { newsletterAction, newsletterLoader } from "../components/forms/newsletter.server.ts";
import { NewsletterPage } from "../components/forms/NewsletterPage.tsx";
import { routeMeta } from "../components/shell/head.ts";

/** The forest-protection newsletter's sign-up with double opt-in (app/components/forms/newsletter.server.ts). */
export const loader = (args: Route.LoaderArgs) => newsletterLoader("forest", args);

export const action = (args: Route.ActionArgs) => newsletterAction("forest", args);

// A confirmation link's page and a signed-in visitor's address are one person's.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ForestNewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterPage loaderData={loaderData} actionData={actionData} />;
}
