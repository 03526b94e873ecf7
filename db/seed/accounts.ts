import { hashPassword } from "#core/accounts/password.ts";
import type { Db } from "../client.server.ts";
import { customers } from "../schema.ts";

/**
 * The demo accounts (README "Demo accounts"): one member of staff, who sees non-public products and
 * per-store stock with shelf codes, and one customer. Their passwords are public, like the rest of
 * the demo catalogue: a shop that goes live with its own data does not seed them.
 */
export const DEMO_ACCOUNTS = {
  staff: { email: "staff@example.fi", password: "kuusikko-staff", username: "sanna.staff", firstName: "Sanna", lastName: "Koski", isStaff: true },
  customer: { email: "asiakas@example.fi", password: "kuusikko-asiakas", username: null, firstName: "Aino", lastName: "Virtanen", isStaff: false },
} as const;

export async function insertDemoAccounts(tx: Db): Promise<void> {
  const rows = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      postcode: "00100",
      isStaff: account.isStaff,
      activatedAt: new Date("2026-01-15T10:00:00Z"),
    })),
  );
  await tx.insert(customers).values(rows);
}
