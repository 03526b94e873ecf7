import { sql } from "drizzle-orm";
import type { CompanyAccount, CompanyAccountRepository, CompanyStatus, PendingCompany } from "#core/accounts/company-accounts.ts";
import { queryRows, type Db } from "../client.server.ts";

type Row = { companyName: string; vatNumber: string; status: CompanyStatus; appliedAt: string | Date };
const account = (row: Row): CompanyAccount => ({
  companyName: row.companyName,
  vatNumber: row.vatNumber,
  status: row.status,
  appliedAt: new Date(row.appliedAt).toISOString(),
});

export function createCompanyAccountRepository(db: Db): CompanyAccountRepository {
  return {
    async ofCustomer(customerId) {
      const [row] = await queryRows<Row>(
        db,
        sql`select company_name as "companyName", vat_number as "vatNumber", status, applied_at as "appliedAt"
            from company_accounts where customer_id = ${customerId}`,
      );
      return row ? account(row) : null;
    },

    async apply(customerId, { companyName, vatNumber }, now) {
      const rows = await queryRows<{ customerId: number }>(
        db,
        sql`insert into company_accounts (customer_id, company_name, vat_number, status, applied_at)
            values (${customerId}, ${companyName}, ${vatNumber}, 'pending', ${now.toISOString()}::timestamptz)
            on conflict (customer_id) do update
              set company_name = excluded.company_name, vat_number = excluded.vat_number, status = 'pending',
                  applied_at = excluded.applied_at, decided_at = null, decided_by = null
              where company_accounts.status <> 'verified'
            returning customer_id as "customerId"`,
      );
      return rows.length > 0;
    },

    async pending(limit) {
      const rows = await queryRows<Row & { customerId: number; email: string; name: string }>(
        db,
        sql`select a.customer_id as "customerId", c.email, trim(c.first_name || ' ' || c.last_name) as name,
              a.company_name as "companyName", a.vat_number as "vatNumber", a.status, a.applied_at as "appliedAt"
            from company_accounts a join customers c on c.id = a.customer_id
            where a.status = 'pending' order by a.applied_at, a.customer_id limit ${limit}`,
      );
      return rows.map((row): PendingCompany => ({ ...account(row), customerId: Number(row.customerId), email: row.email, name: row.name }));
    },

    async decide(customerId, verified, staffId, now) {
      return db.transaction(async (tx) => {
        const decided = await queryRows<{ customerId: number }>(
          tx,
          sql`update company_accounts set status = ${verified ? "verified" : "rejected"}, decided_at = ${now.toISOString()}::timestamptz, decided_by = ${staffId}
              where customer_id = ${customerId} and status = 'pending' returning customer_id as "customerId"`,
        );
        if (decided.length === 0) return false;
        await tx.execute(sql`update customers set is_org_user = ${verified} where id = ${customerId}`);
        return true;
      });
    },
  };
}
