// Public surface of the users feature (spec core §2 `/users`) for other features: the user dialog,
// the users store and the two-factor status the account screens share. Its route loads from
// app/routes.tsx. Every export is named here.
export { UserDialog } from './UserDialog';
export { totpStatus } from './totpStatus';
export type { TotpStatus } from './totpStatus';
export { useUsersStore } from './usersStore';
export type { UserInput } from './usersStore';
