// The sales chart's data and options, apart from the component so that they can be checked with
// chart.js itself: paid amount per day as bars (left scale), orders as a line (right scale), both
// scales titled and counted in whole numbers, 0 to 1 at least when nothing was sold.
import type { ChartData, ChartOptions } from 'chart.js'
import { formatAmount } from '../../../ui/format/money'
import { dayLabel, type SalesDay } from './sales-days'

const PRIMARY = '#ff5b22'
const INK = '#1f2a44'

/** The texts' `t` (react-i18next's, or src/ui/i18n's outside a component). */
type Translate = (key: string) => string

export function salesChartConfig(days: SalesDay[], t: Translate, language: string): { data: ChartData<'bar' | 'line', number[], string>; options: ChartOptions<'bar' | 'line'> } {
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
      x: { grid: { display: false }, title: { display: true, text: t('console.salesDay') }, ticks: { autoSkip: true, maxRotation: 0, autoSkipPadding: 12 } },
      // Whole numbers on both scales, and at least 0 to 1 when nothing was sold (not 0.1 ... 0.9).
      amount: {
        type: 'linear',
        position: 'left',
        beginAtZero: true,
        suggestedMax: 1,
        title: { display: true, text: `${t('console.salesAmount')} (${currency})` },
        ticks: { precision: 0, callback: (value) => new Intl.NumberFormat(language, { notation: 'compact' }).format(Number(value)) },
      },
      orders: {
        type: 'linear',
        position: 'right',
        beginAtZero: true,
        suggestedMax: 1,
        title: { display: true, text: t('console.salesOrders') },
        grid: { drawOnChartArea: false },
        ticks: { precision: 0, stepSize: days.some((day) => day.orders > 10) ? undefined : 1 },
      },
    },
  }
  return { data, options }
}
