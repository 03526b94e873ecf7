import { requestContext } from "../context.ts";
import type { Route } from "./+types/home.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = context.get(requestContext);
  return { lang };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>Home {loaderData.lang}</h1>;
}
