// Rate limits of signing in and registering (docs/domain.md#accounts-and-sign-in): the defaults,
// which a server's RateLimits (config.ts) may override.

/** Failed logins allowed per client address and account in one minute. */
export const LOGIN_FAILURES_PER_MINUTE = 10;
/**
 * Failed logins of one account in an hour, from all addresses, past which the account is guarded:
 * each address then gets one failing attempt at it an hour, while an address that has not failed
 * on it is still checked, so its owner with the right password always gets in (never a lockout).
 */
export const LOGIN_FAILURES_PER_HOUR = 100;
/**
 * Failed logins allowed per client address in one hour, over all accounts (password spraying).
 * An office behind one NAT address stays well below it: a hundred failures in an hour would be
 * every one of fifty people mistyping twice; successes and refused attempts are not counted.
 */
export const LOGIN_ADDRESS_FAILURES_PER_HOUR = 100;
/** Registrations allowed per client address in one minute. */
export const REGISTRATIONS_PER_MINUTE = 30;
