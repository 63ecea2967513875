// The interface's icons as small inline SVGs (24 x 24, drawn with the current text colour): the
// icon package ships every icon's module code to the first page for the dozen we show.
import type { ReactNode } from 'react'

function icon(name: string, body: ReactNode, filled = false) {
  function Icon({ className }: { className?: string }) {
    return (
      <svg
        className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {body}
      </svg>
    )
  }
  Icon.displayName = `${name}Icon`
  return Icon
}

export const HomeIcon = icon('home', <><path d="M3 11l9-7 9 7" /><path d="M5 10v10h5v-6h4v6h5V10" /></>)
export const ListIcon = icon('list', <><path d="M8 6h13M8 12h13M8 18h13" /><circle cx="4" cy="6" r="1" /><circle cx="4" cy="12" r="1" /><circle cx="4" cy="18" r="1" /></>)
export const BagIcon = icon('bag', <><path d="M5 8h14l-1 13H6L5 8z" /><path d="M9 8V6a3 3 0 0 1 6 0v2" /></>)
export const UserIcon = icon('user', <><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4 4-6 8-6s8 2 8 6" /></>)
export const SearchIcon = icon('search', <><circle cx="11" cy="11" r="7" /><path d="M20 20l-4-4" /></>)
export const HeartIcon = icon('heart', <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />)
export const HeartFilledIcon = icon('heart-filled', <path d="M12 21s-8-4.8-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.2-8 11-8 11z" />, true)
export const ShopIcon = icon('shop', <><path d="M4 9l1.5-5h13L20 9" /><path d="M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0A2.7 2.7 0 0 0 20 9" /><path d="M5 11v9h14v-9" /><path d="M10 20v-5h4v5" /></>)
export const PlusIcon = icon('plus', <path d="M12 5v14M5 12h14" />)
export const MinusIcon = icon('minus', <path d="M5 12h14" />)
export const LaptopIcon = icon('laptop', <><rect x="5" y="5" width="14" height="10" rx="1" /><path d="M3 19h18" /></>)
export const BoltIcon = icon('bolt', <path d="M13 3L5 14h6l-1 7 8-11h-6l1-7z" />)
export const CompassIcon = icon('compass', <><circle cx="12" cy="12" r="9" /><path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" /></>)
export const SofaIcon = icon('sofa', <><path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" /><path d="M3 12a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3v-5z" /><path d="M6 17v2M18 17v2" /></>)
export const CrossIcon = icon('cross', <><rect x="4" y="4" width="16" height="16" rx="3" /><path d="M12 8v8M8 12h8" /></>)
export const ShirtIcon = icon('shirt', <path d="M8 4l-4 3 2 4 2-1v10h8V10l2 1 2-4-4-3a4 4 0 0 1-8 0z" />)
export const DressIcon = icon('dress', <path d="M9 3h6l-1 5 4 12H6l4-12-1-5z" />)
export const BowlIcon = icon('bowl', <><path d="M3 11h18a9 9 0 0 1-18 0z" /><path d="M9 7c0-2 2-2 2-4M14 7c0-2 2-2 2-4" /></>)
export const PhoneIcon = icon('phone', <><rect x="7" y="2" width="10" height="20" rx="2" /><path d="M11 18h2" /></>)
export const BlocksIcon = icon('blocks', <><rect x="4" y="12" width="7" height="8" /><rect x="13" y="12" width="7" height="8" /><rect x="8.5" y="4" width="7" height="8" /></>)
