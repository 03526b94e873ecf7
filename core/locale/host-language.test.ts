import { describe, expect, it } from "vitest";
import { langFromHost, localAliasTarget, originForLang, parseHostMap } from "./host-language.ts";

describe("langFromHost", () => {
  const map = parseHostMap("en=shop.example.com, fi=shop.example.fi,sv=shop.example.se,xx=bad.example");

  it("uses the configured host map, ignoring the port and case", () => {
    expect(langFromHost("SHOP.example.com:8443", map)).toBe("en");
    expect(langFromHost("shop.example.se", map)).toBe("sv");
  });
  it("ignores unknown languages in the map", () => {
    expect(map).not.toHaveProperty("xx");
  });
  it("maps {lang}.localhost and plain localhost (fi) without configuration", () => {
    expect(langFromHost("de.localhost:3000", {})).toBe("de");
    expect(langFromHost("ru.localhost", {})).toBe("ru");
    expect(langFromHost("localhost:3000", {})).toBe("fi");
  });
  it("falls back to fi for unknown hosts and a missing header", () => {
    expect(langFromHost("xx.localhost", {})).toBe("fi");
    expect(langFromHost("127.0.0.1:3000", {})).toBe("fi");
    expect(langFromHost(undefined, {})).toBe("fi");
  });
});

describe("originForLang", () => {
  it("prefers the configured host", () => {
    expect(originForLang("fi", { protocol: "https", host: "shop.example.com" }, { fi: "shop.example.fi" })).toBe(
      "https://shop.example.fi",
    );
  });
  it("builds {lang}.localhost with the current port locally", () => {
    expect(originForLang("sv", { protocol: "http", host: "localhost:3000" }, {})).toBe("http://sv.localhost:3000");
    expect(originForLang("fi", { protocol: "http", host: "localhost:3000" }, {})).toBe("http://localhost:3000");
    // The Finnish storefront's one local address, from every storefront alike.
    expect(originForLang("fi", { protocol: "http", host: "en.localhost:3000" }, {})).toBe("http://localhost:3000");
    expect(originForLang("fi", { protocol: "http", host: "fi.localhost:3000" }, {})).toBe("http://localhost:3000");
  });
});

describe("localAliasTarget", () => {
  it("moves fi.localhost to plain localhost, keeping the protocol and port", () => {
    expect(localAliasTarget({ protocol: "http", host: "fi.localhost:3000" }, {})).toBe("http://localhost:3000");
    expect(localAliasTarget({ protocol: "https", host: "FI.localhost" }, {})).toBe("https://localhost");
  });
  it("leaves every other host, and fi.localhost when it is configured", () => {
    expect(localAliasTarget({ protocol: "http", host: "localhost:3000" }, {})).toBeNull();
    expect(localAliasTarget({ protocol: "http", host: "en.localhost:3000" }, {})).toBeNull();
    expect(localAliasTarget({ protocol: "https", host: "shop.example.fi" }, { fi: "shop.example.fi" })).toBeNull();
    expect(localAliasTarget({ protocol: "http", host: "fi.localhost:3000" }, { fi: "fi.localhost:3000" })).toBeNull();
  });
});
