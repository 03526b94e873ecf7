import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AccountAreaRepository, AccountExport, Profile } from "#core/accounts/account-area-service.ts";
import { interestsFrom } from "#core/accounts/club.ts";
import { isLang, type Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

type ProfileRow = Omit<Profile, "lang" | "interests" | "clubJoinedAt"> & { lang: string; interests: string[] | string; clubJoinedAt: string | Date | null };

/** A text[] as the driver gives it: an array (node-postgres, PGlite) or, from a raw query, its literal. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : inner.split(",").map((item) => item.replace(/^"|"$/g, ""));
}

export function createAccountAreaRepository(db: Db): AccountAreaRepository {
  return {
    async profile(customerId) {
      const [row] = await queryRows<ProfileRow>(
        db,
        sql`select id, email, first_name as "firstName", last_name as "lastName", phone, address, postcode, city, lang,
              reminders_allowed as "remindersAllowed", club_number as "clubNumber", club_joined_at as "clubJoinedAt", interests,
              json_build_object('scoutGroup', scout_group, 'scoutMemberId', scout_member_id, 'latuMemberId', latu_member_id, 'latuBranch', latu_branch, 'gender', gender) as memberships
            from customers where id = ${customerId} and is_active`,
      );
      if (!row) return null;
      const memberships = typeof row.memberships === "string" ? (JSON.parse(row.memberships) as Profile["memberships"]) : row.memberships;
      return {
        ...row,
        id: Number(row.id),
        lang: (isLang(row.lang) ? row.lang : "fi") as Lang,
        clubJoinedAt: row.clubJoinedAt === null ? null : new Date(row.clubJoinedAt),
        interests: interestsFrom(textArray(row.interests)),
        memberships,
      };
    },

    async updateProfile(customerId, { firstName, lastName, phone, address, postcode, city }) {
      await db.execute(
        sql`update customers set first_name = ${firstName}, last_name = ${lastName}, phone = ${phone}, address = ${address},
              postcode = ${postcode}, city = ${city}
            where id = ${customerId}`,
      );
    },

    async setReminders(customerId, allowed) {
      await db.execute(sql`update customers set reminders_allowed = ${allowed} where id = ${customerId}`);
    },

    async stopRemindersOf(email) {
      const rows = await queryRows<{ id: number }>(db, sql`update customers set reminders_allowed = false where email = ${email} returning id`);
      return rows.length > 0;
    },

    async passwordHashOf(customerId) {
      const [row] = await queryRows<{ hash: string | null }>(db, sql`select password_hash as hash from customers where id = ${customerId} and is_active`);
      return row?.hash ?? null;
    },

    async changePassword(customerId, passwordHash, keepSessionHash) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update customers set password_hash = ${passwordHash} where id = ${customerId}`);
        await tx.execute(
          keepSessionHash === null
            ? sql`delete from sessions where customer_id = ${customerId}`
            : sql`delete from sessions where customer_id = ${customerId} and token_hash <> ${keepSessionHash}`,
        );
        // A reset link asked for earlier must not undo the password chosen now.
        await tx.execute(
          sql`update account_tokens set expires_at = now() where customer_id = ${customerId} and purpose = 'reset' and used_at is null and expires_at > now()`,
        );
      });
    },

    async exportOf(customerId, now) {
      const [row] = await queryRows<{ data: Omit<AccountExport, "exported_at"> | string | null }>(
        db,
        sql`select json_build_object(
              'account', json_build_object(
                'email', c.email, 'first_name', c.first_name, 'last_name', c.last_name, 'phone', c.phone,
                'address', c.address, 'postcode', c.postcode, 'city', c.city, 'language', c.lang, 'reminders_allowed', c.reminders_allowed,
                'registered_at', c.created_at, 'activated_at', c.activated_at, 'last_login_at', c.last_login_at,
                'saved_cart', c.cart_content, 'club_number', c.club_number, 'club_joined_at', c.club_joined_at,
                'interests', c.interests, 'scout_group', c.scout_group, 'scout_member_id', c.scout_member_id,
                'latu_member_id', c.latu_member_id, 'latu_branch', c.latu_branch, 'gender', c.gender),
              'orders', coalesce((
                select json_agg(json_build_object(
                  'number', o.number, 'created_at', o.created_at, 'status', o.status, 'language', o.lang,
                  'country_code', o.country_code, 'email', o.email, 'first_name', o.first_name, 'last_name', o.last_name,
                  'phone', o.phone, 'address', o.address, 'postal_code', o.postal_code, 'city', o.city,
                  'delivery_method', o.delivery_method, 'delivery_location', o.delivery_location,
                  'payment_method', o.payment_method, 'special_request', o.special_request,
                  'discount_code', o.discount_code, 'total_cents', o.total_cents, 'paid_at', o.paid_at,
                  'rows', (select coalesce(json_agg(json_build_object('name', r.name, 'variant', r.variant_name,
                      'amount', r.amount, 'unit_cents', r.unit_cents, 'total_cents', r.total_cents, 'extra_data', r.extra_data)
                      order by r.position), '[]'::json) from order_rows r where r.order_id = o.id))
                  order by o.created_at)
                from orders o where o.customer_id = c.id or lower(o.email) = c.email), '[]'::json),
              'store_receipts', coalesce((
                select json_agg(json_build_object('number', s.number, 'store_id', s.store_id, 'purchased_at', s.purchased_at,
                  'status', s.status, 'total_cents', s.total_cents, 'note', s.note,
                  'rows', (select coalesce(json_agg(json_build_object('name', r.name, 'variant', r.variant_name, 'amount', r.amount,
                      'returned', r.returned_amount, 'total_cents', r.total_cents) order by r.position), '[]'::json)
                    from store_receipt_rows r where r.receipt_id = s.id))
                  order by s.purchased_at)
                from store_receipts s where s.customer_id = c.id), '[]'::json),
              'reviews', coalesce((
                select json_agg(json_build_object('model_id', r.model_id, 'created_at', r.created_at, 'language', r.lang,
                  'rating', r.rating, 'visible_name', r.visible_name, 'comment', r.comment, 'size', r.size,
                  'shown', r.is_visible,
                  'images', coalesce((select json_agg(i.url order by i.sort_order, i.id) from review_images i
                    where i.review_id = r.id and i.content is not null), '[]'::json)) order by r.created_at)
                from reviews r where r.customer_id = c.id), '[]'::json),
              'review_votes', coalesce((
                select json_agg(json_build_object('review_id', v.review_id, 'vote', case when v.vote then 'up' else 'down' end)
                  order by v.review_id)
                from review_votes v where v.customer_id = c.id), '[]'::json),
              'wishlist', coalesce((
                select json_agg(json_build_object('model_id', w.model_id, 'added_at', w.created_at) order by w.created_at)
                from wishlist_items w where w.customer_id = c.id), '[]'::json),
              'stock_notifications', coalesce((
                select json_agg(json_build_object('variant_id', n.variant_id, 'asked_at', n.created_at, 'notified_at', n.notified_at)
                  order by n.created_at)
                from stock_notifications n where lower(n.email) = c.email), '[]'::json),
              'company_account', (
                select json_build_object('company_name', a.company_name, 'vat_number', a.vat_number, 'status', a.status,
                  'applied_at', a.applied_at, 'decided_at', a.decided_at)
                from company_accounts a where a.customer_id = c.id),
              'social_logins', coalesce((
                select json_agg(json_build_object('issuer', i.issuer, 'subject', i.subject, 'linked_at', i.created_at) order by i.created_at)
                from oidc_identities i where i.customer_id = c.id), '[]'::json),
              'sessions', coalesce((
                select json_agg(json_build_object('started_at', s.created_at, 'expires_at', s.expires_at) order by s.created_at)
                from sessions s where s.customer_id = c.id), '[]'::json)
            ) as data
            from customers c where c.id = ${customerId} and c.is_active`,
      );
      if (!row?.data) return null;
      const data = typeof row.data === "string" ? (JSON.parse(row.data) as Omit<AccountExport, "exported_at">) : row.data;
      return { exported_at: now.toISOString(), ...data };
    },

    async nextClubSequence() {
      const [row] = await queryRows<{ value: string | number }>(db, sql`select nextval('club_number_seq') as value`);
      return Number(row!.value);
    },

    async joinClub(customerId, number, now) {
      await db.execute(
        sql`update customers set club_number = ${number}, club_joined_at = ${now.toISOString()}::timestamptz
            where id = ${customerId} and club_number is null`,
      );
    },

    async leaveClub(customerId) {
      await db.execute(sql`update customers set club_number = null, club_joined_at = null where id = ${customerId}`);
    },

    async saveInterests(customerId, interests) {
      await db.execute(sql`update customers set interests = ${`{${interests.join(",")}}`}::text[] where id = ${customerId}`);
    },

    async saveMemberships(customerId, { scoutGroup, scoutMemberId, latuMemberId, latuBranch, gender }) {
      await db.execute(
        sql`update customers set scout_group = ${scoutGroup}, scout_member_id = ${scoutMemberId}, latu_member_id = ${latuMemberId}, latu_branch = ${latuBranch},
              gender = ${gender}
            where id = ${customerId}`,
      );
    },

    async clubOfferIds(_taxAreaId, limit) {
      // From the catalogue's read model (an index serves it): the cards' prices of tax area 1 choose the offers
      // and their order, which VAT does not change; the cards then show the shopper's own prices.
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select model_id as id from catalog_listing
            where lang = 'fi' and is_public and not campaign_only and not is_gift_card and is_orderable
              and club_cents is not null and club_cents < active_cents
            order by ((active_cents - club_cents)::float8 / active_cents) desc, sales_rank, model_id
            limit ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },

    async signingKey(name) {
      await db.execute(sql`insert into signing_keys (name, key) values (${name}, ${randomBytes(32).toString("base64url")}) on conflict (name) do nothing`);
      const [row] = await queryRows<{ key: string }>(db, sql`select key from signing_keys where name = ${name}`);
      if (!row) throw new Error(`signing key ${name} missing after insert`);
      return row.key;
    },
  };
}
