import type { UserTotp } from '@semaphore-console/api-client';

/** Whether an account's TOTP asks for a code at sign-in: `on`, set up but not yet confirmed, or none. */
export type TotpStatus = 'on' | 'pending' | 'off';

/**
 * The status of a user's `totp` (newer §N1): none → `off`; newest servers' enrolment `state`
 * `pending…` (until a current code confirms it) → `pending`; any other state, or none at all
 * (2.12–2.19, where TOTP is on once set up) → `on`.
 */
export function totpStatus(totp: UserTotp | null | undefined): TotpStatus {
  if (!totp) return 'off';
  return totp.state?.startsWith('pending') ? 'pending' : 'on';
}
