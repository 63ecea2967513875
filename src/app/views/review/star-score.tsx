// A score of one to five stars that a finger, a mouse and the keyboard all set: five radio buttons
// in one radio group (a tap or a click picks a star; the arrow keys, Home and End move the score,
// Tab reaches the group once). antd-mobile's Rate listens to touch alone. It keeps Rate's classes,
// so it looks like the read-only stars beside it.
import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

const STAR_PATH = 'M12 2.5l2.94 6.26 6.86.8-5.08 4.67 1.37 6.77L12 17.6 5.91 21l1.37-6.77L2.2 9.56l6.86-.8z'

const KEY_STEPS: Record<string, (score: number, count: number) => number> = {
  ArrowRight: (score) => score + 1,
  ArrowUp: (score) => score + 1,
  ArrowLeft: (score) => score - 1,
  ArrowDown: (score) => score - 1,
  Home: () => 1,
  End: (_, count) => count,
}

export interface StarScoreProps {
  label: string
  /** Set by Form.Item. */
  value?: number
  onChange?: (score: number) => void
  count?: number
}

export function StarScore({ label, value = 0, onChange, count = 5 }: StarScoreProps) {
  const { t } = useTranslation()
  const stars = useRef<Array<HTMLButtonElement | null>>([])
  const choose = (score: number) => {
    const bounded = Math.min(count, Math.max(1, score))
    onChange?.(bounded)
    stars.current[bounded - 1]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    choose(step(value, count))
  }
  const focusable = value >= 1 ? value : 1
  return (
    <div className="adm-rate star-score" role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_, i) => i + 1).map((score) => (
        <div key={score} className="adm-rate-box">
          <button
            ref={(button) => {
              stars.current[score - 1] = button
            }}
            type="button"
            role="radio"
            aria-checked={value === score}
            aria-label={t('storefront.starScore', { score, count })}
            tabIndex={score === focusable ? 0 : -1}
            className={value >= score ? 'adm-rate-star adm-rate-star-active star-score-star' : 'adm-rate-star star-score-star'}
            onClick={() => choose(score)}
          >
            <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false"><path d={STAR_PATH} /></svg>
          </button>
        </div>
      ))}
    </div>
  )
}
