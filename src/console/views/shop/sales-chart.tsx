// The sales-per-day chart: what shoppers paid each day as bars (left scale) and how many orders as a
// line (right scale). chart.js with only the pieces drawn registered (tree-shaken), through
// react-chartjs-2; this module is loaded lazily, by the console's shop screen only.
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js'
import { memo, useMemo } from 'react'
import { Chart } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '../../../ui/format/money'
import { dayLabel, type SalesDay } from './sales-days'

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend)

const PRIMARY = '#ff5b22'
const INK = '#1f2a44'

/** Drawn again only when the days or the language change, not whenever the screen around it renders. */
export default memo(function SalesChart({ days, label }: { days: SalesDay[]; label: string }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const chart = useMemo(() => {
    const currency = t('ui.currencyLabel')
    const data: ChartData<'bar' | 'line', number[], string> = {
      labels: days.map((day) => dayLabel(day.date, language)),
      datasets: [
        {
          type: 'bar' as const,
          label: `${t('console.salesAmount')} (${currency})`,
          // Drawn as numbers; every figure shown as text comes from the exact string.
          data: days.map((day) => Number(day.amount)),
          backgroundColor: `${PRIMARY}cc`,
          borderRadius: 3,
          yAxisID: 'amount',
          order: 2,
        },
        {
          type: 'line' as const,
          label: t('console.salesOrders'),
          data: days.map((day) => day.orders),
          borderColor: INK,
          backgroundColor: INK,
          pointRadius: days.length > 31 ? 0 : 3,
          borderWidth: 2,
          // Between the days, never above or below them: a curve would invent sales.
          cubicInterpolationMode: 'monotone',
          yAxisID: 'orders',
          order: 1,
        },
      ],
    }
    const options: ChartOptions<'bar' | 'line'> = {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12, boxHeight: 12 } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const day = days[item.dataIndex]!
              return item.dataset.yAxisID === 'amount'
                ? `${t('console.salesAmount')}: ${formatAmount(day.amount, language)} ${currency}`
                : `${t('console.salesOrders')}: ${day.orders}`
            },
          },
        },
      },
      scales: {
        x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0, autoSkipPadding: 12 } },
        amount: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          ticks: { callback: (value) => new Intl.NumberFormat(language, { notation: 'compact' }).format(Number(value)) },
        },
        orders: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0 } },
      },
    }
    return { data, options }
  }, [days, language, t])
  return <Chart type="bar" className="console-sales-canvas" role="img" aria-label={label} data={chart.data as ChartData<'bar'>} options={chart.options as ChartOptions<'bar'>} />
})
