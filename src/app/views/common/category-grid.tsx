// The categories as a grid of tiles, each with an SVG icon (emoji fonts are not on every phone);
// a tile opens the category on Explore.
import type { ComponentType } from 'react'
import { Link } from '@tanstack/react-router'
import {
  BlocksIcon, BoltIcon, BowlIcon, CompassIcon, CrossIcon, DressIcon, LaptopIcon, PhoneIcon, ShirtIcon, SofaIcon,
} from './icons'
import { useTranslation } from 'react-i18next'
import { CATEGORY_KEYS } from '../../../contract/catalogue-fields'

const ICONS: Record<(typeof CATEGORY_KEYS)[number], { Icon: ComponentType; color: string }> = {
  computer: { Icon: LaptopIcon, color: '#3b82f6' },
  electrical: { Icon: BoltIcon, color: '#f59e0b' },
  outdoors: { Icon: CompassIcon, color: '#10b981' },
  familyLife: { Icon: SofaIcon, color: '#ec4899' },
  health: { Icon: CrossIcon, color: '#ef4444' },
  mensClothing: { Icon: ShirtIcon, color: '#6366f1' },
  womensClothing: { Icon: DressIcon, color: '#d946ef' },
  food: { Icon: BowlIcon, color: '#f97316' },
  mobilePhone: { Icon: PhoneIcon, color: '#0ea5e9' },
  toys: { Icon: BlocksIcon, color: '#eab308' },
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
