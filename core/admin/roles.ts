import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { DomainError } from "#core/errors.ts";

/**
 * Who changes the shop's data in the back office. Staff edit the catalogue, prices, stock and content; admins
 * also create and revoke integration tokens and read the audit log. An integration client acts through its
 * token, only within the token's scopes. Every back-office service call checks this itself, whatever the
 * route in front of it checked.
 */
export interface StaffActor {
  kind: "staff";
  id: number;
  email: string;
  isAdmin: boolean;
}

export const TOKEN_SCOPES = ["stock:write", "prices:write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface TokenActor {
  kind: "token";
  id: number;
  name: string;
  scopes: readonly TokenScope[];
}

/** The shop itself, for changes its jobs make (a sale starting or ending on its day). */
export interface SystemActor {
  kind: "system";
  name: string;
}

export type Actor = StaffActor | TokenActor | SystemActor;

/** The signed-in member of staff as an actor: UNAUTHORIZED for a guest, FORBIDDEN for anybody else. */
export function staffActor(user: SignedInUser | null): StaffActor {
  if (!user) throw new DomainError("UNAUTHORIZED", "Log in first");
  if (!user.isStaff && !user.isAdmin) throw new DomainError("FORBIDDEN", "Staff only");
  return { kind: "staff", id: user.id, email: user.email, isAdmin: user.isAdmin };
}

export function requireStaff(actor: Actor | null): StaffActor {
  if (actor?.kind !== "staff") throw new DomainError("FORBIDDEN", "Staff only");
  return actor;
}

export function requireAdmin(actor: Actor | null): StaffActor {
  const staff = requireStaff(actor);
  if (!staff.isAdmin) throw new DomainError("FORBIDDEN", "Admins only");
  return staff;
}

export function requireScope(actor: Actor | null, scope: TokenScope): TokenActor {
  if (actor?.kind !== "token" || !actor.scopes.includes(scope)) throw new DomainError("FORBIDDEN", `The token lacks the scope ${scope}`);
  return actor;
}

/** How the audit log names an actor. */
export function actorLabel(actor: Actor): string {
  if (actor.kind === "staff") return actor.email;
  return actor.kind === "token" ? `token: ${actor.name}` : `system: ${actor.name}`;
}
