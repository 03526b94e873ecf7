import type { Route } from "./+types/slug.ts";

export async function loader({ request }: Route.LoaderArgs) {
  throw new Response(null, { status: 404, statusText: new URL(request.url).pathname });
}

export default function Slug() {
  return null;
}
