// The categories as a grid of tiles.
import { Grid } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { CATEGORY_KEYS } from './categories'

const ICONS: Record<(typeof CATEGORY_KEYS)[number], string> = {
  computer: '💻', electrical: '🔌', outdoors: '🏕️', familyLife: '🏠', health: '💊',
  mensClothing: '👔', womensClothing: '👗', food: '🍜', mobilePhone: '📱', toys: '🧸',
}

export function CategoryGrid({ columns = 5 }: { columns?: number }) {
  const { t } = useTranslation()
  return (
    <Grid columns={columns} gap={8} className="category-grid">
      {CATEGORY_KEYS.map((key) => (
        <Grid.Item key={key} className="category-tile">
          <span className="category-icon" aria-hidden>{ICONS[key]}</span>
          <span className="category-name">{t(`category.${key}`)}</span>
        </Grid.Item>
      ))}
    </Grid>
  )
}
