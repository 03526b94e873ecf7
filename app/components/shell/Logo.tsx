import { useT } from "./ShellContext.tsx";
import { ShopLink } from "#app/components/ShopLink.tsx";

/** The shop's mark (a spruce on a fell) and its name; links to the front page. */
export function Logo() {
  const t = useT();
  const brand = t("shell.brandName");
  const [first, ...rest] = brand.split(" ");
  return (
    <ShopLink className="logo" to="/">
      <svg className="logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="#1e5a3a" />
        <path d="M4 27.5 12 20l4 3.2 7-7.7 9 12Z" fill="#8fb59a" />
        <path d="M18 6.5 12.5 14h3l-4.5 6h3.5L10 26h16l-4.5-6H25l-4.5-6h3Z" fill="#ffffff" />
        <path d="M17 26h2v3.5h-2Z" fill="#ffffff" />
      </svg>
      <span className="logo__word">
        <span className="logo__name">{first}</span>
        {rest.length > 0 ? <span className="logo__suffix"> {rest.join(" ")}</span> : null}
      </span>
    </ShopLink>
  );
}
