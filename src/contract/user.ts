// Account calls: register, log in and out, profile, passwords, language (docs/api-conventions.md#paths).
import * as z from 'zod/mini'
import { defineCall } from './call'
import { uploadedUrl } from './uploads'
import {
  account, email, existingPassword, integer, isoTime, languageFile, loginAccount, mobile, money, newPassword, personName, role,
} from './fields'

export const userInfo = z.object({
  id: integer(),
  account: z.string(),
  email: z.string(),
  mobile: z.string(),
  family_name: z.string(),
  given_name: z.string(),
  avatar: z.nullable(z.string()),
  role,
  shop_id: z.nullable(integer()),
  balance: money,
  /** The user's chosen interface language; when set it overrides the browser's setting. */
  lang: z.nullable(languageFile),
  has_payment_code: z.boolean(),
  created_at: isoTime,
})
export type UserInfo = z.output<typeof userInfo>

const loginAnswer = z.object({ userinfo: z.extend(userInfo, { token: z.string() }) })

export const register = defineCall({
  method: 'POST',
  path: '/api/user/register',
  access: 'public',
  summary: 'Create a shopper account and log in',
  body: z.object({
    account,
    password: newPassword,
    email,
    mobile,
    family_name: personName,
    given_name: personName,
  }),
  data: loginAnswer,
})

export const login = defineCall({
  method: 'POST',
  path: '/api/user/login',
  access: 'public',
  summary: 'Log in with account and password; answers a session token',
  body: z.object({ account: loginAccount, password: existingPassword }),
  data: loginAnswer,
})

export const getUserInfo = defineCall({
  method: 'GET',
  path: '/api/user/getUserInfo',
  access: 'user',
  summary: "The logged-in user's profile",
  data: userInfo,
})

export const logout = defineCall({
  method: 'POST',
  path: '/api/user/logout',
  access: 'user',
  summary: 'Revoke the current session',
  query: z.object({ lang: z.optional(languageFile) }),
  data: z.null(),
})

export const updateProfile = defineCall({
  method: 'POST',
  path: '/api/user/profile',
  access: 'user',
  summary: "Change the user's names, email, mobile or avatar",
  body: z.object({
    family_name: z.optional(personName),
    given_name: z.optional(personName),
    email: z.optional(email),
    mobile: z.optional(mobile),
    /** A picture uploaded here (POST /api/common/upload), or null to remove it. */
    avatar: z.optional(z.nullable(uploadedUrl)),
  }),
  data: userInfo,
})

export const changePassword = defineCall({
  method: 'POST',
  path: '/api/user/resetpwd',
  access: 'user',
  summary: 'Change the login password; every session of the user ends',
  body: z
    .object({
      old_password: existingPassword,
      new_password: z.pipe(z.string().check(z.minLength(1, 'msg.newPasswordRequired')), newPassword),
      confirm_password: z.string().check(z.minLength(1, 'msg.confirmPasswordRequired')),
    })
    .check(
      z.refine((b) => b.new_password === b.confirm_password, { message: 'msg.passwordsDoNotMatch', path: ['confirm_password'] }),
      z.refine((b) => b.new_password !== b.old_password, { message: 'msg.newPasswordSameAsOld', path: ['new_password'] }),
    ),
  data: z.null(),
})

export const forgotPassword = defineCall({
  method: 'POST',
  path: '/api/user/forgot_password',
  access: 'public',
  summary: "Mail a one-time reset code to the account's email (same answer whether or not it exists)",
  body: z.object({ email }),
  data: z.null(),
})

export const resetPasswordByCode = defineCall({
  method: 'POST',
  path: '/api/user/reset_password',
  access: 'public',
  summary: 'Set a new login password with the mailed code; every session of the user ends',
  body: z
    .object({
      email,
      code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'msg.resetCodeInvalid')),
      new_password: z.pipe(z.string().check(z.minLength(1, 'msg.newPasswordRequired')), newPassword),
      confirm_password: z.string().check(z.minLength(1, 'msg.confirmPasswordRequired')),
    })
    .check(z.refine((b) => b.new_password === b.confirm_password, { message: 'msg.passwordsDoNotMatch', path: ['confirm_password'] })),
  data: z.null(),
})

export const language = z.object({ language_name: z.string(), chinese_name: z.string(), file_name: languageFile })
export type Language = z.output<typeof language>

export const languageList = defineCall({
  method: 'GET',
  path: '/api/user/language_list',
  access: 'public',
  summary: 'The interface languages',
  query: z.object({}),
  data: z.array(language),
})

export const setLanguage = defineCall({
  method: 'GET',
  path: '/api/user/set_language',
  access: 'user',
  summary: "Store the user's interface language",
  query: z.object({ lang: languageFile }),
  data: z.object({ lang: languageFile }),
})
