import { describe, expect, it } from "vitest";
import { ownHostsFromConfig } from "./services.server.ts";

describe("ownHostsFromConfig", () => {
  it("takes the storefront hosts of LANG_HOSTS, without scheme or path, plus the local hosts", () => {
    const hosts = ownHostsFromConfig("en=https://shop.example.com/,fi=shop.example.fi:8443,sv=shop.example.se");
    expect(hosts).toEqual(expect.arrayContaining(["shop.example.com", "shop.example.fi:8443", "shop.example.se", "localhost", "fi.localhost"]));
    expect(hosts.some((host) => host.includes("/"))).toBe(false);
  });

  it("is the local hosts alone without configuration", () => {
    expect(ownHostsFromConfig(undefined)).toEqual(["localhost", "en.localhost", "fi.localhost", "sv.localhost", "de.localhost", "fr.localhost", "ru.localhost"]);
  });
});
