import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AUTH_COOKIE } from "#core/accounts/auth-cookie.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { tokenFromAuthorization } from "#core/accounts/session-token.server.ts";
import type { Services } from "#core/services.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The session token of this request: the Authorization header (`Token` or `Bearer`) when one is
     * sent, else the sign-in cookie (docs/decisions/0016). Null when there is none.
     */
    authToken(): string | null;
    /** Whether the token came from the cookie (a stale cookie is then cleared). */
    authFromCookie(): boolean;
    /** The signed-in user, read once per request and only when asked. */
    signedInUser(): Promise<SignedInUser | null>;
  }
}

const USER = Symbol("signedInUser");
type WithUser = FastifyRequest & { [USER]?: Promise<SignedInUser | null> };

async function signIn(app: FastifyInstance, { services }: { services: Services }) {
  app.decorateRequest("authToken", function authToken(this: FastifyRequest) {
    const header = this.headers.authorization;
    if (header) return tokenFromAuthorization(header);
    return this.cookies[AUTH_COOKIE] ?? null;
  });
  app.decorateRequest("authFromCookie", function authFromCookie(this: FastifyRequest) {
    return !this.headers.authorization && this.cookies[AUTH_COOKIE] !== undefined;
  });
  app.decorateRequest("signedInUser", function signedInUser(this: WithUser) {
    return (this[USER] ??= services.auth.userOfToken(this.authToken()));
  });
}

export default fp(signIn, { name: "sign-in" });
