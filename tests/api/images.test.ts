import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { productImageUrl } from "#core/images/urls.ts";
import { apiApp, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";
import { sql } from "drizzle-orm";

let database: DatabaseHandle;
let test: TestApp;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

async function svg(url: string) {
  const response = await test.app.inject({ method: "GET", url });
  return response;
}

describe("generated pictures", () => {
  it("draws every stored reference the catalogue holds, at the sizes the pages use", async () => {
    const [image] = await rows<{ id: number; hex: string }>(database.db, sql`select id, hex from images order by id limit 1`);
    const [banner] = await rows<{ image: string }>(database.db, sql`select image from banners where image is not null limit 1`);
    const [brand] = await rows<{ logo: string; promo: string | null }>(
      database.db,
      sql`select logo, promo_images->>0 as promo from brands where logo is not null order by id limit 1`,
    );
    for (const url of [
      `/images/products/${image!.id}-320.svg`,
      `/images/products/${image!.id}-960.svg`,
      `/images/products/${image!.id}-1920.svg`,
      banner!.image,
      brand!.logo,
      ...(brand!.promo ? [brand!.promo] : []),
    ]) {
      const response = await svg(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("image/svg+xml");
      expect(response.headers["cache-control"]).toContain("immutable");
      expect(response.body.startsWith("<svg")).toBe(true);
    }
    const big = await svg(`/images/products/${image!.id}-960.svg`);
    expect(big.body).toContain('width="960"');
    expect(big.body.toLowerCase()).toContain(image!.hex.toLowerCase());
  });

  it("draws a self-describing URL without reading the database", async () => {
    const response = await svg(productImageUrl({ id: 1, shape: "tent", hex: "#2e5e4e", accentHex: "#f0c419" }, 320));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('width="320"');
  });

  it("answers 404 for unknown rows, sizes and shapes, never 500", async () => {
    for (const url of [
      "/images/products/999999999-320.svg",
      "/images/products/1-333.svg",
      "/images/banners/1-9999x9999.svg",
      "/images/brands/no-such-brand.svg",
      "/images/products/spaceship-2e5e4e-f0c419-1-320.svg",
      "/images/%00.svg",
    ]) {
      expect((await svg(url)).statusCode, url).toBe(404);
    }
  });
});
