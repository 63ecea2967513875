// Shipping many orders from a file, as the bulkShipping machine: the template of the orders waiting
// to be shipped to download, a filled file to choose (refused on the spot when too large or not CSV),
// the server's preview row by row, the ready rows shipped, and the result. The view asks the machine
// what may be done (`can`) instead of judging the preview itself; the client has said why a call failed.
import { useRef } from 'react'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useTranslation } from 'react-i18next'
import { bulkShippingMachine } from '../../../../machines/bulk-shipping.machine'
import {
  MAX_SHIP_FILE_BYTES, MAX_SHIP_FILE_ROWS, merchantShipFile, merchantShipFileCheck, merchantShipTemplate, type ShipFileReport,
} from '../../../contract/merchant-bulk-ship'
import { COMMON_CARRIERS } from '../../../contract/merchant-orders'
import { showSuccess } from '../../../ui/feedback'
import { useConsole } from '../../session/use-console'
import { saveFile } from '../common/save-file'
import { statePath } from '../common/state-path'
import './bulk-ship.css'

/** A retry of the same file must go out, whatever the duplicate-submit window says. */
const RETRY_ALLOWED = { headers: { 'repeat-submit': 'false' } }

export function BulkShipPanel({ onShipped, onClose }: { onShipped(): void; onClose(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const picker = useRef<HTMLInputElement>(null)
  // The machine is made once; the callbacks of the latest render are the ones called.
  const latest = useRef({ t, onShipped })
  latest.current = { t, onShipped }
  const [state, send] = useMachine(
    bulkShippingMachine.provide({
      actors: {
        check: fromPromise(({ input }) => http.call(merchantShipFileCheck, { body: { file: input as File } }, RETRY_ALLOWED)),
        ship: fromPromise(({ input }) => http.call(merchantShipFile, { body: { file: input as File } }, RETRY_ALLOWED)),
      },
      actions: {
        shipped: ({ event }) => {
          const result = (event as unknown as { output: ShipFileReport }).output
          showSuccess(latest.current.t('console.bulkShip.shipped', { count: result.counts.shipped }))
          latest.current.onShipped()
        },
      },
    }),
  )
  const { file, preview, result } = state.context
  const limits = { size: MAX_SHIP_FILE_BYTES / 1024, rows: MAX_SHIP_FILE_ROWS }
  const choosing = state.matches('choosing')
  const report = state.matches('done') ? result : state.matches('checking') || choosing ? null : preview

  const download = async () => {
    try {
      saveFile(await http.file(merchantShipTemplate))
    } catch {
      // The client has said why.
    }
  }
  const choose = (chosen: File | undefined) => {
    if (chosen) send({ type: 'CHOOSE', file: chosen })
    // The same file may be chosen again (corrected, or sent a second time).
    if (picker.current) picker.current.value = ''
  }

  return (
    <section className="console-card console-bulk-ship" data-state={statePath(state.value)} aria-labelledby="console-bulk-ship-title">
      <header className="console-bulk-ship-head">
        <h2 id="console-bulk-ship-title">{t('console.bulkShip.title')}</h2>
        <Button size="small" fill="none" className="console-bulk-ship-close" onClick={onClose}>{t('console.bulkShip.close')}</Button>
      </header>
      <p className="console-bulk-ship-steps">{t('console.bulkShip.steps')}</p>
      <p className="console-muted">{t('console.bulkShip.carriers', { carriers: COMMON_CARRIERS.join(', ') })}</p>
      {choosing && (
        <div className="console-bulk-ship-pick">
          <Button size="small" className="console-bulk-ship-template" onClick={() => void download()}>{t('console.bulkShip.download')}</Button>
          <label className="console-bulk-ship-choose">
            <span className="adm-button adm-button-primary adm-button-small adm-button-shape-default">{t('console.bulkShip.choose')}</span>
            <input ref={picker} type="file" accept=".csv,text/csv" aria-label={t('console.bulkShip.choose')} onChange={(e) => choose(e.target.files?.[0])} />
          </label>
          <span className="console-muted">{t('console.bulkShip.limits', limits)}</span>
        </div>
      )}
      {state.matches({ choosing: 'tooLarge' }) && <p className="console-notice" role="alert">{t('console.bulkShip.tooLarge', limits)}</p>}
      {state.matches({ choosing: 'notCsv' }) && <p className="console-notice" role="alert">{t('console.bulkShip.notCsv')}</p>}
      {state.matches({ choosing: 'unreadable' }) && <p className="console-notice" role="alert">{t('console.bulkShip.unreadable')}</p>}
      {state.matches('checking') && <p className="console-bulk-ship-busy" role="status">{t('console.bulkShip.checking', { file: file?.name })}</p>}
      {report && (
        <ShipReport
          report={report}
          caption={state.matches('done') ? t('console.bulkShip.result') : t('console.bulkShip.preview', { file: file?.name })}
          counts={t(state.matches('done') ? 'console.bulkShip.resultCounts' : 'console.bulkShip.counts', report.counts)}
        />
      )}
      {state.matches({ previewing: 'nothingReady' }) && <p className="console-notice" role="alert">{t('console.bulkShip.nothingReady')}</p>}
      {state.matches('failed') && <p className="console-notice" role="alert">{t('console.bulkShip.failed')}</p>}
      {(state.matches('previewing') || state.matches('shipping') || state.matches('failed') || state.matches('done')) && (
        <div className="console-form-actions">
          {(state.matches('previewing') || state.matches('shipping')) && (
            <Button
              color="primary"
              className="console-bulk-ship-send"
              loading={state.matches('shipping')}
              disabled={!state.can({ type: 'SHIP' })}
              onClick={() => send({ type: 'SHIP' })}
            >
              {state.matches('shipping') ? t('console.bulkShip.shipping') : t('console.bulkShip.ship', { count: preview?.counts.ready ?? 0 })}
            </Button>
          )}
          {state.matches('failed') && (
            <Button color="primary" className="console-bulk-ship-send" onClick={() => send({ type: 'SHIP' })}>{t('console.bulkShip.again')}</Button>
          )}
          <Button className="console-bulk-ship-another" disabled={!state.can({ type: 'RESET' })} onClick={() => send({ type: 'RESET' })}>
            {t('console.bulkShip.another')}
          </Button>
        </div>
      )}
    </section>
  )
}

function ShipReport({ report, caption, counts }: { report: ShipFileReport; caption: string; counts: string }) {
  const { t } = useTranslation()
  return (
    <div className="console-bulk-ship-report">
      <p className="console-bulk-ship-counts">{counts}</p>
      <div className="console-bulk-ship-scroll">
        <table className="console-bulk-ship-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.bulkShip.line')}</th>
              <th scope="col">{t('console.bulkShip.order')}</th>
              <th scope="col">{t('console.bulkShip.carrier')}</th>
              <th scope="col">{t('console.bulkShip.trackingNo')}</th>
              <th scope="col">{t('console.bulkShip.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.line} className={`is-${row.outcome}`} data-line={row.line}>
                <td>{row.line}</td>
                <td>{row.sn}</td>
                <td>{row.carrier}</td>
                <td>{row.tracking_no}</td>
                <td className="console-bulk-ship-outcome">{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
