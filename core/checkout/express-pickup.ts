/**
 * Express pickup (pikanouto): the order is picked from one store's shelves and waits
 * there. Orders by 09:00 on a weekday are ready after 11:00, by 14:00 after 16:00; later ones, and
 * weekend ones, the next weekday after 11:00. Public holidays are not known to the shop and count as
 * weekdays (docs/behaviour.md, "Express pickup").
 */

import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";

export const EXPRESS_TIME_ZONE = "Europe/Helsinki";

export interface ExpressReady {
  /** 0 today, 1 tomorrow, up to 3 (Friday evening to Monday). */
  daysFromToday: number;
  /** The local hour after which the order waits in the store. */
  hour: 11 | 16;
  /** Local weekday of that day, 0 Sunday to 6 Saturday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function localParts(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "0";
  return { weekday: WEEKDAYS[part("weekday")] ?? 1, minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}

export function expressReady(now: Date, timeZone = EXPRESS_TIME_ZONE): ExpressReady {
  const { weekday, minutes } = localParts(now, timeZone);
  const isWeekday = weekday >= 1 && weekday <= 5;
  if (isWeekday && minutes < 9 * 60) return { daysFromToday: 0, hour: 11, weekday };
  if (isWeekday && minutes < 14 * 60) return { daysFromToday: 0, hour: 16, weekday };
  // The next weekday: Friday, Saturday and Sunday all go to Monday.
  const days = weekday === 5 ? 3 : weekday === 6 ? 2 : 1;
  return { daysFromToday: days, hour: 11, weekday: (weekday + days) % 7 };
}

/**
 * The stores that can hand out the whole order: every piece free on their shelves. `pieces` are the
 * order's pieces per variant (bundle parts included); `freeByVariant` the free pieces per express store.
 */
export function expressStoresFor(
  pieces: ReadonlyMap<number, number>,
  freeByVariant: ReadonlyMap<number, Readonly<Record<string, number>>>,
  expressStoreIds: readonly number[],
): number[] {
  if (pieces.size === 0) return [];
  return expressStoreIds.filter((store) => [...pieces].every(([variantId, amount]) => (freeByVariant.get(variantId)?.[String(store)] ?? 0) >= amount));
}

/** "tomorrow after 11:00", "on Monday after 11:00" in the shopper's language. */
export function expressReadyText(ready: ExpressReady, lang: Lang): string {
  const time = lang === "fi" ? `${ready.hour}.00` : `${ready.hour}:00`;
  if (ready.daysFromToday === 0) return translate(lang, "checkout.expressToday", { time });
  if (ready.daysFromToday === 1) return translate(lang, "checkout.expressTomorrow", { time });
  // 22 November 2026 was a Sunday: its date plus the weekday names that weekday in any language.
  const day = new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 10, 22 + ready.weekday)));
  return translate(lang, "checkout.expressOnDay", { day, time });
}
