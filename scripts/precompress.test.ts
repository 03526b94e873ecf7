import { mkdtempSync, readFileSync, existsSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDir } from "./precompress.ts";

describe("precompressing the build", () => {
  it("writes Brotli and gzip copies of scripts and styles over 1 KB that unpack to the original", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = `export const text = "${"tunturi ".repeat(400)}";\n`;
    writeFileSync(path.join(dir, "assets", "entry.js"), script);
    writeFileSync(path.join(dir, "assets", "tiny.js"), "export {};\n");
    writeFileSync(path.join(dir, "assets", "picture.png"), Buffer.alloc(4096, 7));
    const result = precompressDir(dir);
    expect(result.files).toBe(1);
    const file = path.join(dir, "assets", "entry.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(result.brotliBytes).toBeLessThan(result.bytes);
    expect(existsSync(path.join(dir, "assets", "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "assets", "picture.png.br"))).toBe(false);
  });
});
