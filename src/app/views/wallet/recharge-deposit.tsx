// Where the shopper sends the money: the platform's bank account (name, holder, account number) or
// its deposit address on the chosen network with its QR code and the rate of its token to the base
// currency, each with a Copy button (the machine's COPY).
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { ChainNetwork } from '../../../contract/recharges'
import type { RechargeChannels } from '../../../../machines/recharge.machine'
import { useTranslation } from 'react-i18next'
import { useBaseCurrency } from '../../../ui/format/base-currency'
import { formatMoney } from '../../../ui/format/money'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { useHttp } from '../../session/use-session'
import { DepositQrCode } from './deposit-qr-code'
import { baseAmountOfOne } from '../../../ui/format/display-currency'

export interface CopyButtonProps {
  /** The machine takes a COPY now (not while a picture uploads or another copy runs). */
  canCopy: boolean
  copying: boolean
  onCopy(text: string): void
}

function CopyButton({ text, canCopy, copying, onCopy }: CopyButtonProps & { text: string }) {
  const { t } = useTranslation()
  return (
    <Button size="mini" fill="outline" color="primary" className="recharge-copy" loading={copying} disabled={!canCopy} onClick={() => onCopy(text)}>
      {t('ui.rechargeCopy')}
    </Button>
  )
}

export function BankAccount({ bank, ...copy }: { bank: NonNullable<RechargeChannels['bank']> } & CopyButtonProps) {
  const { t } = useTranslation()
  return (
    <dl className="recharge-facts recharge-bank">
      <dt>{t('ui.rechargeBankName')}</dt>
      <dd className="recharge-bank-name">{bank.name}</dd>
      <dt>{t('ui.rechargeBankHolder')}</dt>
      <dd className="recharge-bank-holder">{bank.holder}</dd>
      <dt>{t('ui.rechargeBankAccount')}</dt>
      <dd className="recharge-copy-line">
        <span className="recharge-account-no">{bank.account_no}</span>
        <CopyButton text={bank.account_no} {...copy} />
      </dd>
    </dl>
  )
}

/**
 * "Rate: 1 USDT = $1.00": the deposit tokens are dollar stable coins, one US dollar each, so the
 * rate is the dollar's in the base currency (the rates table's, inverted); none without that rate.
 */
function TokenRate({ token }: { token: string }) {
  const { t, i18n } = useTranslation()
  const base = useBaseCurrency()
  const usdRate = catalogueReference(useHttp()).rates.use().USD
  if (usdRate === undefined || !/^USD[TC]$/.test(token)) return null
  return <p className="recharge-token-rate">{t('money.tokenRate', { token, amount: formatMoney(baseAmountOfOne(usdRate), base, i18n.language) })}</p>
}

export function DepositAddress({ network, ...copy }: { network: ChainNetwork | undefined } & CopyButtonProps) {
  const { t } = useTranslation()
  return (
    <div className="recharge-deposit-address">
      {network ? (
        <>
          <DepositQrCode text={network.address} label={t('money.depositQr', { network: network.name })} />
          <p className="recharge-copy-line">
            <span className="recharge-address">{network.address}</span>
            <CopyButton text={network.address} {...copy} />
          </p>
          <p className="recharge-token-note muted">{t('ui.rechargeTokenOnly', { token: network.token, network: network.name })}</p>
          <TokenRate token={network.token} />
        </>
      ) : (
        <p className="recharge-choose-network muted">{t('ui.rechargeChooseNetworkFirst')}</p>
      )}
      <ul className="recharge-warnings">
        <li>{t('ui.rechargeNoDex')}</li>
        <li>{t('ui.rechargeSameNetwork')}</li>
      </ul>
    </div>
  )
}
