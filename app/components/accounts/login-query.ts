/** Query flags of the log-in page: it shows their notice. */
export const LOGGED_OUT_QUERY = "logged-out";
/** Set by the new-password page after it signed the visitor in. */
export const PASSWORD_CHANGED_QUERY = "password-changed";
/** Set on the account area by the activation that signed the new customer in: it shows the welcome. */
export const ACTIVATED_QUERY = "activated";
