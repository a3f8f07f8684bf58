// Public surface of the account feature (spec core §2): the dialogs the user menu opens. Every
// export is named here.
export { AccountDialog } from './AccountDialog';
export { ChangePasswordDialog } from './ChangePasswordDialog';
