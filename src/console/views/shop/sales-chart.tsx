// The sales-per-day chart: what shoppers paid each day as bars (left scale) and how many orders as a
// line (right scale). chart.js with only the pieces drawn registered (tree-shaken), through
// react-chartjs-2; this module is loaded lazily, by the console's shop screen only.
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js'
import { memo, useMemo } from 'react'
import { Chart } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { salesChartConfig } from './sales-chart-config'
import type { SalesDay } from './sales-days'

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend)

/** Drawn again only when the days or the language change, not whenever the screen around it renders. */
export default memo(function SalesChart({ days, label }: { days: SalesDay[]; label: string }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const chart = useMemo(() => salesChartConfig(days, t, language), [days, language, t])
  return <Chart type="bar" className="console-sales-canvas" role="img" aria-label={label} data={chart.data as ChartData<'bar'>} options={chart.options as ChartOptions<'bar'>} />
})
