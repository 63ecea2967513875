// The refund machine bound to the server: each actor slot a contract call, each action a toast.
// The proof uploader waits on the machine's upload (one picture at a time) through `uploadProof`.
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { refundMachine } from '../../../../machines/refund.machine'
import { ApiError } from '../../../client/api-error'
import { refundApply, refundDetail, refundWithdraw } from '../../../contract/refunds'
import { upload } from '../../../contract/uploads'
import { showFailure, showSuccess } from '../../../ui/feedback'
import { t } from '../../../ui/i18n'
import { useHttp } from '../../session/use-session'
import { useMachineUpload } from '../../../ui/forms/picture-field'

/** Reading the refund stores nothing: Refresh right after a failed load must go out. */
const readOnly = { headers: { 'repeat-submit': 'false' } }

export function useRefund() {
  const http = useHttp()
  const uploads = useMachineUpload()
  const [state, send, actor] = useMachine(
    refundMachine.provide({
      actors: {
        loadRefund: fromPromise(({ input }) =>
          http.call(refundDetail, { query: { order_id: input.orderId, ...(input.productIds ? { product_ids: input.productIds } : {}) } }, { ...readOnly, silent: true }),
        ),
        uploadProof: fromPromise(({ input }) =>
          uploads.settle(
            http.call(upload, { body: { file: input.file } }).then((answer) => {
              // docs/api-conventions.md#uploads: a success message follows upload.
              showSuccess(t('msg.uploadSuccess'))
              return answer
            }),
          ),
        ),
        applyRefund: fromPromise(({ input }) => http.call(refundApply, { body: input })),
        withdrawRefund: fromPromise(async ({ input }) => {
          try {
            return await http.call(refundWithdraw, { body: { refund_id: input.refundId } }, { silent: true })
          } catch (error) {
            if (error instanceof ApiError) showFailure(error.msg)
            throw error
          }
        }),
      },
      actions: {
        announceSubmitted: () => showSuccess(t('msg.applySuccess')),
        announceWithdrawn: () => showSuccess(t('msg.refundWithdrawn')),
      },
    }),
  )

  /** The uploader's `upload`: the machine uploads the picture and answers its URL. */
  const uploadProof = (file: File) => uploads.start(() => send({ type: 'UPLOAD', file }))

  return { state, send, actor, uploadProof }
}
