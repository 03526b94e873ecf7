import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { MAX_PICTURES_PER_POST } from "#core/images/pictures.ts";
import { MAX_IMAGE_BYTES, MAX_TOTAL_IMAGE_BYTES } from "#core/images/upload-limits.ts";
import type { FormFields, Parsed, Problems } from "./model-form.ts";

/**
 * A model's pictures in the back office: uploads and the edits of the pictures it has (order, colour, alternative
 * text per language, removal). The rules:
 *
 * - One post carries at most ten pictures, each under 50 MB and all under 25 MB (the review pictures' limits);
 *   only JPEG, PNG, WebP and AVIF by their first bytes, and no picture above 60 megapixels, are read.
 * - A model's drawings stand in until its first uploaded picture: that upload removes them.
 * - A picture shows for one colour of the model or for all; the alternative text is at most 250 characters.
 */

export const ALT_LIMIT = 250;

/** One of a model's images as the back office shows it. */
export interface AdminImage {
  id: number;
  /** The image's address at card width. */
  url: string;
  /** The uploaded picture's hash; null for a drawing. */
  picture: string | null;
  colourSlug: string | null;
  sortOrder: number;
  alt: Partial<Record<Lang, string>>;
}

/** A picture read and drawn again at every kept size, ready to store. */
export interface EncodedPicture {
  hash: string;
  width: number;
  height: number;
  uploadedBytes: number;
  files: Array<{ format: "avif" | "webp"; width: number; bytes: Uint8Array }>;
}

/**
 * Reads uploads into pictures: null for a file that is not a JPEG, PNG, WebP or AVIF picture (or is broken or
 * too large to decode), "busy" when the process reads as many pictures as it may and others wait already.
 */
export interface PictureEncoder {
  encode(bytes: Uint8Array): Promise<EncodedPicture | null | "busy">;
}

export interface PictureChoice {
  colourSlug: string | null;
  alt: Partial<Record<Lang, string>>;
}

export interface PictureEdit extends PictureChoice {
  imageId: number;
  sortOrder: number;
  remove: boolean;
}

/** The writes of a model's pictures, inside the back office's transaction. */
export interface PictureTx {
  images(modelId: number): Promise<AdminImage[]>;
  /** Stores a picture's files unless a picture with this hash is stored already. */
  storePicture(picture: EncodedPicture): Promise<void>;
  /** New images of these pictures after the model's others, in this order. */
  addPictureImages(modelId: number, hashes: readonly string[], choice: PictureChoice): Promise<number[]>;
  removeDrawings(modelId: number): Promise<void>;
  updateImages(modelId: number, edits: readonly PictureEdit[]): Promise<void>;
}

export const PICTURE_FILES_FIELD = "pictures";
export const UPLOAD_COLOUR_FIELD = "pictureColour";
export const uploadAltFieldName = (lang: Lang) => `pictureAlt_${lang}`;
export const imageFieldName = (imageId: number, field: "order" | "colour" | "remove") => `image${field[0]!.toUpperCase()}${field.slice(1)}_${imageId}`;
export const imageAltFieldName = (imageId: number, lang: Lang) => `imageAlt_${imageId}_${lang}`;

export type UploadProblem = "required" | "tooMany" | "tooLarge" | "tooLargeTogether";

/** What is wrong with the files of an upload before any is read, or null. */
export function uploadProblem(files: ReadonlyArray<{ size: number }>): UploadProblem | null {
  if (files.length === 0) return "required";
  if (files.length > MAX_PICTURES_PER_POST) return "tooMany";
  if (files.some((file) => file.size >= MAX_IMAGE_BYTES)) return "tooLarge";
  if (files.reduce((sum, file) => sum + file.size, 0) >= MAX_TOTAL_IMAGE_BYTES) return "tooLargeTogether";
  return null;
}

function parseAlt(fields: FormFields, name: (lang: Lang) => string, problems: Problems): Partial<Record<Lang, string>> {
  const alt: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const text = fields.get(name(lang)).trim().replace(/\s+/g, " ");
    if (text.length > ALT_LIMIT) problems[name(lang)] = "tooLong";
    else if (text !== "") alt[lang] = text;
  }
  return alt;
}

function parseColour(value: string, colourSlugs: ReadonlySet<string>): string | null | undefined {
  if (value === "") return null;
  return colourSlugs.has(value) ? value : undefined;
}

/** The colour and texts chosen for the pictures of one upload. */
export function parsePictureChoice(fields: FormFields, colourSlugs: ReadonlySet<string>): Parsed<PictureChoice> {
  const problems: Problems = {};
  const colourSlug = parseColour(fields.get(UPLOAD_COLOUR_FIELD), colourSlugs);
  if (colourSlug === undefined) problems[UPLOAD_COLOUR_FIELD] = "unknown";
  const alt = parseAlt(fields, uploadAltFieldName, problems);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { colourSlug: colourSlug ?? null, alt } };
}

/** The edits of a model's images: each one's place (a whole number from 0), colour, texts and removal. */
export function parsePictureEdits(fields: FormFields, imageIds: readonly number[], colourSlugs: ReadonlySet<string>): Parsed<PictureEdit[]> {
  const problems: Problems = {};
  const edits: PictureEdit[] = [];
  for (const imageId of imageIds) {
    const orderText = fields.get(imageFieldName(imageId, "order")).trim();
    const sortOrder = /^\d{1,4}$/.test(orderText) ? Number(orderText) : null;
    if (sortOrder === null) problems[imageFieldName(imageId, "order")] = orderText === "" ? "required" : "invalid";
    const colourSlug = parseColour(fields.get(imageFieldName(imageId, "colour")), colourSlugs);
    if (colourSlug === undefined) problems[imageFieldName(imageId, "colour")] = "unknown";
    const alt = parseAlt(fields, (lang) => imageAltFieldName(imageId, lang), problems);
    edits.push({ imageId, sortOrder: sortOrder ?? 0, colourSlug: colourSlug ?? null, alt, remove: fields.get(imageFieldName(imageId, "remove")) === "on" });
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: edits };
}

/** The audit's view of a model's images: what each is and where it shows. */
export function imagesForAudit(images: readonly AdminImage[]): Array<Record<string, unknown>> {
  return images.map((image) => ({ id: image.id, picture: image.picture, colour: image.colourSlug, order: image.sortOrder, alt: image.alt }));
}
