// Where the shopper sends the money: the platform's bank account (name, holder, account number) or
// its deposit address on the chosen network, each with a Copy button (the machine's COPY).
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { ChainNetwork } from '../../../contract/recharges'
import type { RechargeChannels } from '../../../../machines/recharge.machine'
import { useTranslation } from 'react-i18next'

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

export function DepositAddress({ network, ...copy }: { network: ChainNetwork | undefined } & CopyButtonProps) {
  const { t } = useTranslation()
  return (
    <div className="recharge-deposit-address">
      {network ? (
        <>
          <p className="recharge-copy-line">
            <span className="recharge-address">{network.address}</span>
            <CopyButton text={network.address} {...copy} />
          </p>
          <p className="recharge-token-note muted">{t('ui.rechargeTokenOnly', { token: network.token, network: network.name })}</p>
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
