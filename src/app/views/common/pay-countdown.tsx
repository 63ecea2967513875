// The time left to pay an order waiting pay ("Pay within 29:59"), counting down each second to the
// time the server gave (`pay_by`: the order's creation plus the unpaid timer); once it has passed,
// "Time to pay is up" (the timer job cancels the order on its next run).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const pad = (n: number) => String(n).padStart(2, '0')

/** 1799 s as "29:59", 3 h as "3:00:00". */
export function formatTimeLeft(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

export function PayCountdown({ payBy, className }: { payBy: string; className?: string }) {
  const { t } = useTranslation()
  const deadline = new Date(payBy).getTime()
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((deadline - now) / 1000))
  const over = left === 0
  useEffect(() => {
    if (over) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [over])
  return (
    <span className={className ? `pay-countdown ${className}` : 'pay-countdown'} role="timer" aria-live="off">
      {left > 0 ? t('money.payWithin', { time: formatTimeLeft(left) }) : t('money.payTimeUp')}
    </span>
  )
}
