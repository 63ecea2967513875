// What the session machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: '', on: 'TOKEN_INVALID', to: 'anonymous', does: ['forget', 'clearSession'] },
  { from: 'booting', on: 'BOOT', guard: 'hasToken', when: 'a stored token is there', to: 'loadingProfile', does: ['assign'] },
  { from: 'booting', on: 'BOOT', to: 'anonymous' },
  { from: 'anonymous', on: 'LOGIN', to: 'loggingIn' },
  { from: 'anonymous', on: 'REGISTERED', to: 'authenticated', does: ['assign', 'storeToken', 'applyUserLanguage', 'adoptVisitorBag'] },
  { from: 'anonymous', on: 'ENTER', guard: 'isPublicPath', when: 'the page entered is open to visitors', does: ['admit'] },
  { from: 'loggingIn', on: 'done: login', to: 'authenticated', does: ['assign', 'storeToken', 'applyUserLanguage', 'adoptVisitorBag'] },
  { from: 'loggingIn', on: 'error: login', to: 'anonymous' },
  { from: 'loadingProfile', on: 'done: fetchProfile', to: 'authenticated', does: ['assign', 'applyUserLanguage'] },
  { from: 'loadingProfile', on: 'error: fetchProfile', to: 'loggingOutAfterFailure' },
  { from: 'loggingOutAfterFailure', on: 'done: logoutAfterFailure', to: 'anonymous', does: ['forget', 'clearSession', 'goToLogin'] },
  { from: 'loggingOutAfterFailure', on: 'error: logoutAfterFailure', to: 'anonymous', does: ['forget', 'clearSession', 'goHome'] },
  { from: 'authenticated', on: 'LOGOUT', to: 'loggingOut' },
  { from: 'authenticated', on: 'PASSWORD_CHANGED', to: 'anonymous', does: ['forget', 'clearSession'] },
  { from: 'authenticated', on: 'PROFILE_CHANGED', does: ['assign', 'applyUserLanguage'] },
  { from: 'authenticated', on: 'ENTER', guard: 'isNotLoginPath', when: 'the page entered is not the login page', does: ['admit'] },
  { from: 'loggingOut', on: 'done: logout', to: 'anonymous', does: ['forget', 'clearSession'] },
  { from: 'loggingOut', on: 'error: logout', to: 'anonymous', does: ['forget', 'clearSession'] },
] satisfies MachineExpectations
