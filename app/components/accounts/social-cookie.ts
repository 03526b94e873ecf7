/**
 * The cookie that ties a social log-in's callback to the browser that started it (login CSRF): the
 * flow's random state, HttpOnly, for the ten minutes the flow may take. SameSite=Lax still sends it on
 * the provider's top-level redirect back.
 */
export const SOCIAL_STATE_COOKIE = "social_state";
const PATH = "/";

export function socialStateCookie(state: string, options: { secure: boolean }): string {
  return `${SOCIAL_STATE_COOKIE}=${state}; Path=${PATH}; Max-Age=600; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export function clearSocialStateCookie(options: { secure: boolean }): string {
  return `${SOCIAL_STATE_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** The state from a Cookie header, or null. */
export function socialStateFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SOCIAL_STATE_COOKIE) return value.join("=") || null;
  }
  return null;
}
