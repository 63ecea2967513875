// The categories as a grid of tiles, each with an SVG icon (emoji fonts are not on every phone);
// a tile opens the category on Explore.
import type { ComponentType } from 'react'
import { Link } from '@tanstack/react-router'
import {
  CalculatorOutline, CompassOutline, GiftOutline, HeartOutline, PhonebookOutline, SmileOutline, SoundOutline, StarOutline,
  UserContactOutline, UserOutline,
} from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { CATEGORY_KEYS } from './categories'

const ICONS: Record<(typeof CATEGORY_KEYS)[number], { Icon: ComponentType; color: string }> = {
  computer: { Icon: CalculatorOutline, color: '#3b82f6' },
  electrical: { Icon: SoundOutline, color: '#f59e0b' },
  outdoors: { Icon: CompassOutline, color: '#10b981' },
  familyLife: { Icon: SmileOutline, color: '#ec4899' },
  health: { Icon: HeartOutline, color: '#ef4444' },
  mensClothing: { Icon: UserOutline, color: '#6366f1' },
  womensClothing: { Icon: UserContactOutline, color: '#d946ef' },
  food: { Icon: GiftOutline, color: '#f97316' },
  mobilePhone: { Icon: PhonebookOutline, color: '#0ea5e9' },
  toys: { Icon: StarOutline, color: '#eab308' },
}

export function CategoryGrid({ columns = 5 }: { columns?: number }) {
  const { t } = useTranslation()
  return (
    <nav className="category-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {CATEGORY_KEYS.map((key) => {
        const { Icon, color } = ICONS[key]
        return (
          <Link key={key} to="/explore" search={{ category: key }} className="category-tile">
            <span className="category-icon" style={{ background: color }} aria-hidden>
              <Icon />
            </span>
            <span className="category-name">{t(`category.${key}`)}</span>
          </Link>
        )
      })}
    </nav>
  )
}
