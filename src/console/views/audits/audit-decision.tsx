// An operator's decision on one row of a queue, rendering the auditDecision machine: Approve (asked
// once more in a dialog) or Refuse (the reason written in place, required). While the server
// answers both wait; no answer offers to send the same decision again. Any queue uses it with its
// row and its audit call (body `{ id, approve, note }`); what the call answers, or that the row must
// be read again, goes back to the queue.
import { useId, useRef, useState } from 'react'
import { Button, Dialog, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMachine } from '@xstate/react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import type * as z from 'zod/mini'
import { auditDecisionMachine, type AuditDecision as Decision } from '../../../../machines/audit-decision.machine'
import { MAX_AUDIT_NOTE } from '../../../contract/audits'
import type { CallDef } from '../../../contract/call'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useConsole } from '../../session/use-console'
import './audits.css'

/** A call deciding a row: its body is the row's id and the decision, its data the row as decided. */
export type AuditCall<Row> = CallDef<z.ZodMiniType | undefined, z.ZodMiniType<{ id: number; approve: boolean; note?: string | null }>, z.ZodMiniType<Row>>

export interface AuditDecisionProps<Row> {
  row: { id: number }
  call: AuditCall<Row>
  /** What the confirm asks before approving ("Approve recharge No. 12 of 250.00 VND?"). */
  question: string
  /** What the toast says once the row is decided ("Recharge approved: the wallet is credited"). */
  decidedMessage(row: Row): string
  /** The call answered: the row as decided. */
  onDecided(row: Row): void
  /** The server refused (decided meanwhile by someone else, gone): read the row again. */
  onOutdated(): void
}

/** The state as one string ('refusing.reasonMissing'), for the page's markup and its tests. */
function stateName(snapshot: SnapshotFrom<typeof auditDecisionMachine>): string {
  const value = snapshot.value
  return typeof value === 'string' ? value : Object.entries(value).map(([key, sub]) => `${key}.${String(sub)}`).join(' ')
}

export function AuditDecision<Row>({ row, call, question, decidedMessage, onDecided, onOutdated }: AuditDecisionProps<Row>) {
  const { t } = useTranslation()
  const { http } = useConsole()
  // The machine's implementations are fixed when it starts: they reach the latest props through this.
  const latest = useRef({ row, call, decidedMessage, onDecided, onOutdated })
  latest.current = { row, call, decidedMessage, onDecided, onOutdated }
  const [state, send] = useMachine(
    auditDecisionMachine.provide({
      actors: {
        decide: fromPromise(({ input }: { input: Decision }) => {
          const { row: current, call: audit } = latest.current
          // The machine takes no second tap while the server answers, and Retry sends the same
          // decision again on purpose: the duplicate-submit guard would refuse exactly that.
          return http.call(audit as CallDef, { body: { id: current.id, ...input } }, { headers: { 'repeat-submit': 'false' } })
        }),
      },
      actions: {
        decided: ({ event }) => {
          const decided = (event as unknown as { output: Row }).output
          showSuccess(latest.current.decidedMessage(decided))
          latest.current.onDecided(decided)
        },
        outdated: () => latest.current.onOutdated(),
      },
    }),
  )
  const [note, setNote] = useState('')
  const noteId = useId()
  const sending = state.matches('submitting')
  const approving = state.context.decision?.approve === true

  return (
    <div className="console-decision" data-state={stateName(state)}>
      {state.matches('refusing') ? (
        <form
          className="console-refusal-form"
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'SUBMIT', note })
          }}
        >
          <div className="console-refusal-label">
            <label htmlFor={noteId}>{t('console.refuseReason')}</label>
            <TextArea
              id={noteId}
              className="console-refusal-note"
              value={note}
              onChange={setNote}
              placeholder={t('console.refuseReasonHint')}
              maxLength={MAX_AUDIT_NOTE}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              aria-invalid={state.matches({ refusing: 'reasonMissing' })}
            />
          </div>
          {state.matches({ refusing: 'reasonMissing' }) && <p className="console-field-error" role="alert">{t('msg.auditNoteRequired')}</p>}
          <div className="console-decision-buttons">
            <Button type="submit" size="small" color="danger" className="console-send-refusal">
              {t('console.refuseWithReason')}
            </Button>
            <Button size="small" className="console-cancel-refusal" onClick={() => send({ type: 'CANCEL' })}>
              {t('ui.cancel')}
            </Button>
          </div>
        </form>
      ) : state.matches('failed') ? (
        <div className="console-decision-failed" role="alert">
          <p>{t('console.decisionUnsent')}</p>
          <div className="console-decision-buttons">
            <Button size="small" color="primary" className="console-retry-decision" onClick={() => send({ type: 'RETRY' })}>
              {t('ui.retry')}
            </Button>
            <Button size="small" className="console-drop-decision" onClick={() => send({ type: 'CANCEL' })}>
              {t('ui.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="console-decision-buttons">
          <Button
            size="small"
            color="primary"
            className="console-approve"
            disabled={!state.can({ type: 'APPROVE' })}
            loading={sending && approving}
            onClick={() => send({ type: 'APPROVE' })}
          >
            {t('console.approve')}
          </Button>
          <Button
            size="small"
            color="danger"
            fill="outline"
            className="console-refuse"
            disabled={!state.can({ type: 'REFUSE' })}
            loading={sending && !approving}
            onClick={() => send({ type: 'REFUSE' })}
          >
            {t('console.refuse')}
          </Button>
        </div>
      )}
      <Dialog
        visible={state.matches('confirming')}
        content={question}
        closeOnAction={false}
        destroyOnClose
        onClose={() => send({ type: 'CANCEL' })}
        actions={[[
          { key: 'cancel', text: t('ui.notNow'), onClick: () => send({ type: 'CANCEL' }) },
          { key: 'confirm', text: t('console.approve'), bold: true, onClick: () => send({ type: 'CONFIRM' }) },
        ]]}
      />
    </div>
  )
}
