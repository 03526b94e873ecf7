import { createRequire } from "node:module";

interface GeoipCountry {
  lookup(ip: string): { country?: string } | null;
}

let geoip: GeoipCountry | undefined;

/**
 * The client address's country from the `geoip-country` package's bundled data (GeoLite2), loaded
 * on first use so a process that never answers /api/locale_by_ip/ does not pay for it.
 * Private, loopback and unknown addresses give null.
 */
export function lookupCountryByIp(ip: string): string | null {
  if (!geoip) {
    // A CommonJS package without types; required lazily.
    geoip = createRequire(import.meta.url)("geoip-country") as GeoipCountry;
  }
  return geoip.lookup(ip)?.country?.toLowerCase() ?? null;
}
