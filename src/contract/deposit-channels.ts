// Where the platform takes deposits, as the operator keeps it: networks on chain with the
// token they take and the platform's deposit address, and bank accounts with their holder. Shoppers
// see the enabled ones in the operator's order on the recharge and withdrawal pages
// (recharges.ts, withdrawals.ts), at once. A channel's kind and code are fixed once created:
// recharges and withdrawals name a network by its code.
import * as z from 'zod/mini'
import { evenWithOtherIssues, isChainAddress } from './audits'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer } from './fields'

export const CHANNEL_KINDS = ['chain', 'bank'] as const
export type ChannelKind = (typeof CHANNEL_KINDS)[number]

export const channelId = idOf('msg.channelNotFound')

/** A bank account number as banks print it: digits, with spaces or dashes between groups. */
export const isBankAccountNo = (account: string) => /^[0-9][0-9 -]{4,38}[0-9]$/.test(account)

/** A token as networks name it: USDT, USDC ... */
const isToken = (token: string) => /^[A-Za-z0-9]{2,10}$/.test(token)

/**
 * Networks the storefront tells shoppers are not supported (DEX, BSC, HECO and their token
 * standards): a channel naming one by its code or its name is refused, so the two never disagree.
 */
export const isUnsupportedNetwork = (text: string) => /(^|[^a-z0-9])(bsc|bep-?20|bep-?2|bnb smart chain|binance smart chain|heco|hrc-?20|dex)([^a-z0-9]|$)/i.test(text)

const optionalText = (max: number, message: string) => z.optional(z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))))

const channelName = z.string({ error: 'msg.channelNameRequired' }).check(
  z.trim(),
  z.minLength(1, 'msg.channelNameRequired'),
  z.maxLength(60, 'msg.channelNameTooLong'),
)
const channelAddress = z.string({ error: 'msg.channelAddressRequired' }).check(
  z.trim(),
  z.minLength(1, 'msg.channelAddressRequired'),
  z.maxLength(100, 'msg.chainAddressInvalid'),
)

/** What an operator edits of a channel; its kind decides which fields it needs. */
const editable = {
  /** A network's name (TRON (TRC20)), or the bank's. */
  name: channelName,
  /** The token a network takes; none for a bank. */
  token: optionalText(10, 'msg.channelTokenRequired'),
  /** The deposit address on chain, or the bank account number. */
  address: channelAddress,
  /** The bank account's holder; none for a network. */
  holder: optionalText(60, 'msg.channelHolderRequired'),
}

interface ChannelFields {
  kind: ChannelKind
  token?: string | null
  address: string
  holder?: string | null
}

/** A whole channel, checked by kind: the create form and body, and an edit merged with the stored kind. */
export const depositChannelForm = z
  .object({
    kind: z.enum(CHANNEL_KINDS, { error: 'msg.channelKindRequired' }),
    /** What a request names (TRC20, ERC20, VCB ...): 2 to 20 letters or digits, kept in capitals. */
    code: z.string({ error: 'msg.channelCodeInvalid' }).check(z.trim(), z.regex(/^[A-Za-z0-9]{2,20}$/, 'msg.channelCodeInvalid'), z.toUpperCase()),
    ...editable,
  })
  .check(
    z.refine((c: ChannelFields & { code?: string; name?: string }) => c.kind !== 'chain' || !isUnsupportedNetwork(c.code ?? ''), {
      message: 'msg.networkUnsupported',
      path: ['code'],
      ...evenWithOtherIssues,
    }),
    z.refine((c: ChannelFields & { code?: string; name?: string }) => c.kind !== 'chain' || !isUnsupportedNetwork(c.name ?? ''), {
      message: 'msg.networkUnsupported',
      path: ['name'],
      ...evenWithOtherIssues,
    }),
    z.refine((c: ChannelFields) => c.kind !== 'chain' || isToken(c.token ?? ''), { message: 'msg.channelTokenRequired', path: ['token'], ...evenWithOtherIssues }),
    z.refine((c: ChannelFields) => c.kind !== 'chain' || !c.address || isChainAddress(c.address), {
      message: 'msg.chainAddressInvalid',
      path: ['address'],
      ...evenWithOtherIssues,
    }),
    z.refine((c: ChannelFields) => c.kind !== 'bank' || !!c.holder, { message: 'msg.channelHolderRequired', path: ['holder'], ...evenWithOtherIssues }),
    z.refine((c: ChannelFields) => c.kind !== 'bank' || !c.address || isBankAccountNo(c.address), {
      message: 'msg.bankAccountInvalid',
      path: ['address'],
      ...evenWithOtherIssues,
    }),
  )
export type DepositChannelFormValues = z.output<typeof depositChannelForm>

export const depositChannelRow = z.object({
  id: integer(),
  kind: z.enum(CHANNEL_KINDS),
  code: z.string(),
  name: z.string(),
  token: z.nullable(z.string()),
  address: z.string(),
  holder: z.nullable(z.string()),
  /** Shown to shoppers (and taken in requests) only while enabled. */
  enabled: z.boolean(),
  position: integer(),
})
export type DepositChannelRow = z.output<typeof depositChannelRow>

export const adminDepositChannels = defineCall({
  method: 'GET',
  path: '/api/admin/deposit_channel/list',
  access: 'operator',
  summary: 'Every deposit channel (networks and bank accounts), disabled ones included, in the order shoppers see them',
  data: z.array(depositChannelRow),
})

export const adminCreateDepositChannel = defineCall({
  method: 'POST',
  path: '/api/admin/deposit_channel/create',
  access: 'operator',
  summary: 'Add a network (code, name, token, deposit address) or a bank account (code, bank name, holder, account number), enabled, last in the order',
  body: depositChannelForm,
  data: depositChannelRow,
})

export const adminUpdateDepositChannel = defineCall({
  method: 'POST',
  path: '/api/admin/deposit_channel/update',
  access: 'operator',
  summary: "Change a channel's name, token, address or holder (its kind and code stay); checked by its kind",
  body: z.object({ id: channelId, ...editable }),
  data: depositChannelRow,
})

export const adminEnableDepositChannel = defineCall({
  method: 'POST',
  path: '/api/admin/deposit_channel/enable',
  access: 'operator',
  summary: 'Show a channel to shoppers again, or hide it (a disabled network takes no new recharge or withdrawal)',
  body: z.object({ id: channelId, enabled: z.boolean({ error: 'msg.invalidRequest' }) }),
  data: depositChannelRow,
})

export const adminReorderDepositChannels = defineCall({
  method: 'POST',
  path: '/api/admin/deposit_channel/reorder',
  access: 'operator',
  summary: 'The order shoppers see the channels in: every channel id once, first to last',
  body: z.object({
    ids: z.array(channelId, { error: 'msg.channelOrderStale' }).check(z.minLength(1, 'msg.channelOrderStale'), z.maxLength(200, 'msg.channelOrderStale')),
  }),
  data: z.array(depositChannelRow),
})
