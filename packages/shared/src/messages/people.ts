import { defineMessages } from './core.js';

/** The messages of accounts, sign-in, roles and access, wages and the audit log (docs/domain.md#messages). */
export const PEOPLE_TEXTS = defineMessages({
  // The account rules (USER_MESSAGES): the forms and the server say the same words.
  'user.nameLength': {
    en: 'Name must be between {min} and {max} characters',
    params: { min: 'number', max: 'number' },
  },
  'user.phoneLength': { en: 'Phone must be exactly {length} digits', params: { length: 'number' } },
  'user.emailInvalid': { en: 'Enter a valid email address' },
  'user.passwordLength': {
    en: 'Password must be between {min} and {max} characters',
    params: { min: 'number', max: 'number' },
  },
  'user.passwordRequired': { en: 'Password is required' },
  'user.passwordTooLong': { en: 'Password is too long' },
  'user.contactRequired': { en: 'An email address or a phone number is required' },
  'user.emailOrPhone': { en: 'Give either an email address or a phone number' },
  'user.passwordsDoNotMatch': { en: 'New passwords do not match' },
  'user.noChangesToUpdate': { en: 'No changes to update' },
  'user.currentPasswordRequired': { en: 'Current password is required' },
  'user.roleOneOf': { en: 'Role must be one of {roles}', params: { roles: 'text' } },
  'user.activeTrueOrFalse': { en: 'Active must be true or false' },
  'user.notAnId': { en: 'Not a valid user id' },
  // The accounts: registration, the profile, the administration of users (USER_ADMIN_MESSAGES).
  'user.emailTaken': { en: 'An account with this email already exists' },
  'user.phoneTaken': { en: 'An account with this phone number already exists' },
  'user.adminSignupClosed': {
    en: 'Admin sign-up is closed because an admin already exists. Register with another role and ask an admin for access.',
  },
  'user.keepContact': { en: 'Keep an email address or a phone number to sign in with' },
  'user.currentPasswordIncorrect': { en: 'Current password is incorrect' },
  'user.noChangesToSave': { en: 'No changes to save' },
  'user.ownRole': { en: 'You cannot change your own role' },
  'user.ownActive': { en: 'You cannot deactivate your own account' },
  'user.otherAdminActive': { en: "Another admin's account cannot be activated or deactivated" },
  'user.otherAdminRole': { en: "Another admin's role cannot be changed" },
  'user.deleteAdmin': { en: 'Admin accounts cannot be deleted' },
  'user.deleteSelf': { en: 'You cannot delete your own account here' },
  'user.oneTimePasswordSelf': { en: 'Change your own password on your profile' },
  'user.oneTimePasswordAdmin': { en: 'Another admin cannot be given a one-time password' },
  'user.deleteConfirm': {
    en: 'Are you sure you want to delete this user? Their wage records go with them, and this cannot be undone. Deactivating keeps their history.',
  },
  'user.openTransports': {
    en: '{name} is assigned to open transports ({transports}). Reassign, deliver or cancel them first, or deactivate the account instead.',
    params: { name: 'text', transports: 'text' },
  },
  'user.openTransportsAndMore': {
    en: '{name} is assigned to open transports ({transports} and more). Reassign, deliver or cancel them first, or deactivate the account instead.',
    params: { name: 'text', transports: 'text' },
  },
  // Signing in, and its limits (users/login-limits.ts, the registration limit).
  'login.invalidCredentials': { en: 'Invalid email/phone or password' },
  'login.deactivated': { en: 'This account is deactivated. Ask an admin to reactivate it.' },
  'login.tooManyAttempts': { en: 'Too many failed login attempts. Try again in a minute.' },
  'login.networkLockedMinute': {
    en: 'Too many failed login attempts from your network. Try again in 1 minute.',
  },
  'login.networkLocked': {
    en: 'Too many failed login attempts from your network. Try again in {minutes} minutes.',
    params: { minutes: 'count' },
  },
  'login.accountLockedMinute': {
    en: 'Too many failed login attempts for this account. Try again in 1 minute, or sign in from another network.',
  },
  'login.accountLocked': {
    en: 'Too many failed login attempts for this account. Try again in {minutes} minutes, or sign in from another network.',
    params: { minutes: 'count' },
  },
  'login.tooManyRegistrations': { en: 'Too many registrations from this address. Try again in a minute.' },
  // A request's session (plugins/auth.ts).
  'auth.sessionInvalid': { en: 'Your session is invalid or has expired. Please log in again.' },
  'auth.sessionEnded': { en: 'Your session has ended. Please log in again.' },
  'auth.deactivated': { en: 'This account is deactivated' },
  'auth.oneTimePassword': {
    en: 'You signed in with a one-time password: choose a new password first (Profile, Change password)',
  },
  'auth.onlyRole': { en: 'Only {role} users can do this', params: { role: 'label:roleWord' } },
  'auth.onlyTwoRoles': {
    en: 'Only {first} or {second} users can do this',
    params: { first: 'label:roleWord', second: 'label:roleWord' },
  },
  'auth.onlyThreeRoles': {
    en: 'Only {first} or {second} or {third} users can do this',
    params: { first: 'label:roleWord', second: 'label:roleWord', third: 'label:roleWord' },
  },
  // The role policy and sign-up approval (ACCESS_MESSAGES).
  'access.outsider': { en: 'Your role cannot see this: ask an admin if you need it' },
  'access.ownProductsOnly': { en: 'A supplier edits only the products they supply' },
  'access.supplierFields': {
    en: 'A supplier cannot change the quantity, the supplier or the stock rules (threshold, reorder) of a product',
  },
  'access.awaitingApproval': {
    en: 'Your account is waiting for an admin to approve it: you can sign in, but nothing else until then',
  },
  'access.notAwaiting': { en: 'This account is not waiting for approval' },
  // Wages (WAGE_MESSAGES and the wage service).
  'wage.userRequired': { en: 'User is required' },
  'wage.month': { en: 'Month must be a month as YYYY-MM' },
  'wage.noChanges': { en: 'No changes to save' },
  'wage.hoursDecimals': { en: 'Hours may have at most 2 decimals' },
  'wage.wagePerHourDecimals': { en: 'Wage per hour may have at most 2 decimals' },
  'wage.extraShiftTrueOrFalse': { en: 'Extra shift must be true or false' },
  'wage.fieldsNeedUser': { en: 'Hours, rate, extra shift and shift can be given only with a userId' },
  'wage.monthNotBegun': {
    en: 'Wages cannot be recorded for {month}: it has not begun',
    params: { month: 'month' },
  },
  'wage.monthNotBegunField': { en: 'The month has not begun' },
  'wage.userInactive': {
    en: '{name} is inactive: activate the account before recording a wage',
    params: { name: 'text' },
  },
  'wage.noRecord': {
    en: 'No wage record for this user in {month}: give its hours and wage per hour',
    params: { month: 'month' },
  },
  'wage.requiredWithoutRecord': { en: 'Required for a month without a record' },
  // Live updates (GET /events) and the health check.
  'event.ticketInvalid': { en: 'The event stream ticket is invalid or has expired: ask for a new one' },
  'event.tooManyStreams': {
    en: 'At most {max} live-update streams per user: close a tab and try again',
    params: { max: 'count' },
  },
  'health.databaseUnreachable': { en: 'The database is not reachable' },
});
