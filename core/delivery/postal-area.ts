/**
 * Finnish postal areas for the delivery estimator. The first digit of a Finnish
 * postal code names a region; its centre is near enough to find the shopper's nearest stores, and the
 * far north (95-99) takes a day longer for parcel carriers. Other countries' codes carry no such
 * meaning here: their deliveries use the country's extra days.
 */

/** A Finnish postal code is five digits. */
export const POSTAL_CODE_LENGTH = 5;

export function isPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** The centre of each first-digit region, by its main towns (0 Helsinki ... 9 Oulu and Lapland). */
const REGION_CENTRES: readonly Point[] = [
  { latitude: 60.2, longitude: 24.9 }, // 0 Uusimaa
  { latitude: 60.99, longitude: 25.1 }, // 1 Häme, Lahti
  { latitude: 60.8, longitude: 22.2 }, // 2 Turku, Pori
  { latitude: 61.5, longitude: 23.76 }, // 3 Tampere
  { latitude: 62.24, longitude: 25.75 }, // 4 Jyväskylä
  { latitude: 61.3, longitude: 27.3 }, // 5 Kymenlaakso, South Savo, South Karelia
  { latitude: 62.9, longitude: 22.6 }, // 6 Ostrobothnia
  { latitude: 62.89, longitude: 27.68 }, // 7 Kuopio
  { latitude: 63.3, longitude: 28.8 }, // 8 North Karelia, Kainuu
  { latitude: 65.6, longitude: 25.6 }, // 9 Oulu, Lapland
];

/** The region centre of a Finnish postal code; null when it is not one. */
export function postalAreaCentre(postalCode: string): Point | null {
  if (!isPostalCode(postalCode)) return null;
  return REGION_CENTRES[Number(postalCode[0])] ?? null;
}

/** Lapland's far north: parcels take one more day there. */
export function isRemotePostalCode(postalCode: string): boolean {
  return isPostalCode(postalCode) && Number(postalCode.slice(0, 2)) >= 95;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
