import { DomainError } from "#core/errors.ts";
import { BANNER_THEMES, isBannerTheme, type BannerTheme } from "#core/images/banner-svg.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { isShopOrWebLink } from "./link.ts";
import { endOfDay, HOME_LANG, parseDay, type FormFields, type Parsed, type Problems } from "./model-form.ts";
import { uploadProblem, type EncodedPicture, type PictureEncoder } from "./model-pictures.ts";
import { requireStaff, type Actor, type StaffActor } from "./roles.ts";

/**
 * The shop's banners in the back office (staff): the front page's picture banners (its carousel, at most four
 * shown), banners on a dynamic page (shown on the page whose address they name) and text banners, each with the
 * days it shows and its texts per language.
 *
 * - A banner shows from the start of its first day to the end of its last day (Finnish days); either may be
 *   empty (from now on, until further notice). The active tick switches it off whatever the days say.
 * - A language without a heading has no banner there; the Finnish heading is required.
 * - A link is the shop's own address (`/talvi/`) or a web address (`https://…`); a dynamic page's banner needs one
 *   in each of its languages: it is where the banner shows.
 * - A picture banner shows its uploaded picture (kept as product pictures are), else the shop's drawing in the
 *   chosen scene.
 */

export const BANNER_KINDS = ["image", "dynamic", "text"] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export interface BannerTexts {
  title: string;
  heading: string;
  subText: string;
  buttonText: string;
  url: string;
}

export interface AdminBanner {
  id: number;
  kind: BannerKind;
  sortOrder: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  image: string | null;
  theme: BannerTheme | null;
  cropPoint: string;
  bgColor: string;
  textColor: string;
  texts: Partial<Record<Lang, BannerTexts>>;
}

export type BannerInput = Omit<AdminBanner, "id" | "image">;

export const BANNER_LIMITS = { title: 120, heading: 120, subText: 300, buttonText: 40, url: 500 } as const;
export const bannerFieldName = (field: keyof BannerTexts, lang: Lang) => `${field}_${lang}`;

export interface BannerRepository {
  banners(): Promise<AdminBanner[]>;
  /** Writes the banner (a new one when `id` is null) with its audit row and the picture when one was sent. */
  saveBanner(id: number | null, input: BannerInput, picture: EncodedPicture | null, actor: StaffActor): Promise<number | null>;
}

const COLOUR = /^#[0-9a-f]{6}$/i;
const CROP = /^(\d{1,3})% (\d{1,3})%$/;

export function parseBannerForm(fields: FormFields): Parsed<BannerInput> {
  const problems: Problems = {};
  const kindText = fields.get("kind");
  const kind = (BANNER_KINDS as readonly string[]).includes(kindText) ? (kindText as BannerKind) : null;
  if (!kind) problems.kind = "invalid";
  const orderText = fields.get("sortOrder").trim();
  if (orderText !== "" && !/^\d{1,4}$/.test(orderText)) problems.sortOrder = "invalid";
  const start = parseDay(fields.get("firstDay"));
  const last = parseDay(fields.get("lastDay"));
  if (start === undefined) problems.firstDay = "invalid";
  if (last === undefined) problems.lastDay = "invalid";
  if (start && last && last < start) problems.lastDay = "endBeforeStart";
  const themeText = fields.get("theme");
  const theme = themeText === "" ? null : isBannerTheme(themeText) ? themeText : undefined;
  if (theme === undefined) problems.theme = "invalid";
  const cropPoint = fields.get("cropPoint").trim() || "50% 50%";
  const crop = CROP.exec(cropPoint);
  if (!crop || Number(crop[1]) > 100 || Number(crop[2]) > 100) problems.cropPoint = "invalid";
  const colour = (name: string, fallback: string) => {
    const value = fields.get(name).trim() || fallback;
    if (!COLOUR.test(value)) problems[name] = "invalid";
    return value.toLowerCase();
  };
  const bgColor = colour("bgColor", "#1f3b2d");
  const textColor = colour("textColor", "#ffffff");
  const texts: BannerInput["texts"] = {};
  for (const lang of LANGUAGES) {
    const value = (field: keyof BannerTexts) => {
      const name = bannerFieldName(field, lang);
      const text = fields.get(name).trim();
      if (text.length > BANNER_LIMITS[field]) problems[name] = "tooLong";
      return text;
    };
    const own: BannerTexts = { title: value("title"), heading: value("heading"), subText: value("subText"), buttonText: value("buttonText"), url: value("url") };
    if (own.url !== "" && !isShopOrWebLink(own.url)) problems[bannerFieldName("url", lang)] = "invalid";
    if (own.heading === "") {
      if (lang === HOME_LANG || own.title !== "" || own.subText !== "" || own.buttonText !== "" || own.url !== "") problems[bannerFieldName("heading", lang)] = "required";
      continue;
    }
    if (kind === "dynamic" && own.url === "") problems[bannerFieldName("url", lang)] = "required";
    texts[lang] = own;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      kind: kind!,
      sortOrder: orderText === "" ? 0 : Number(orderText),
      active: fields.get("active") === "on",
      startsAt: start ?? null,
      endsAt: last ? endOfDay(last) : null,
      theme: theme ?? null,
      cropPoint,
      bgColor,
      textColor,
      texts,
    },
  };
}

export { BANNER_THEMES };

export function createBannerAdminService({ repository, pictures }: { repository: BannerRepository; pictures?: PictureEncoder }) {
  return {
    async banners(actor: Actor): Promise<AdminBanner[]> {
      requireStaff(actor);
      return repository.banners();
    },

    /** A new banner (`id` null) or a change of one, with a new picture when a file is sent. */
    async saveBanner(
      actor: Actor,
      id: number | null,
      fields: FormFields,
      file: { size: number; bytes: () => Promise<Uint8Array> } | null,
    ): Promise<{ ok: true; id: number } | { ok: false; problems: Problems }> {
      const staff = requireStaff(actor);
      const parsed = parseBannerForm(fields);
      const fileProblem = file ? uploadProblem([file]) : null;
      if (!parsed.ok || fileProblem) return { ok: false, problems: { ...(parsed.ok ? {} : parsed.problems), ...(fileProblem ? { picture: fileProblem } : {}) } };
      let picture: EncodedPicture | null = null;
      if (file) {
        const read = pictures ? await pictures.encode(await file.bytes()) : null;
        if (read === null || read === "busy") return { ok: false, problems: { picture: read ?? "notPicture" } };
        picture = read;
      }
      const saved = await repository.saveBanner(id, parsed.value, picture, staff);
      if (saved === null) throw new DomainError("NOT_FOUND", "No such banner");
      return { ok: true, id: saved };
    },
  };
}

export type BannerAdminService = ReturnType<typeof createBannerAdminService>;
