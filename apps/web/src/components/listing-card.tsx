import type { ReactNode } from 'react'
import { useT } from '../lib/i18n/use-t.ts'
import { uploadSrcSet } from '../lib/responsive-image.ts'
import type { SaleState } from '../lib/sale-state.ts'
import { Avatar } from './avatar.tsx'
import { SaleBadge } from './sale-badge.tsx'

interface ListingCardProps {
  image: string
  title: string
  location: string
  /** The status badge beside the title. */
  badge?: ReactNode
  /** Marked on the picture when the home is under offer or sold. */
  saleState?: SaleState
  /** The agent line; a missing name shows 'Unknown'. */
  agent?: { name: string | null; image: string | null }
  /** Extra lines between the location and the actions (price, amounts...). */
  children?: ReactNode
  actions?: ReactNode
  /** The first card of a page's list: on a phone its picture is the largest thing on the first screen, so it loads
   * at once and first; the others wait until scrolled near. */
  priority?: boolean
}

/** The card every list of listings shares: picture, title with its badge, location, agent, details, actions. */
export function ListingCard({
  image,
  title,
  location,
  badge,
  saleState = 'open',
  agent,
  children,
  actions,
  priority = false,
}: ListingCardProps) {
  const t = useT('common')
  const agentName = agent?.name ?? t('card.unknownAgent')
  return (
    <article className="card h-full bg-base-100 shadow-md">
      <figure className="relative aspect-[3/2]">
        {/* Only an agent's draft may have no picture yet. */}
        {image ? (
          <img
            src={image}
            srcSet={uploadSrcSet(image)}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
            alt={title}
            width={600}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-base-200 text-base-content/70">
            {t('card.noPhoto')}
          </div>
        )}
        <SaleBadge state={saleState} className="absolute start-3 top-3" />
      </figure>
      <div className="card-body gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-lg wrap-anywhere">{title}</h2>
          {badge}
        </div>
        <p className="text-base-content/80 wrap-anywhere">{location}</p>
        {agent && (
          <div className="flex items-center gap-2 text-sm">
            <Avatar src={agent.image} name={agentName} className="size-8" />
            <span className="wrap-anywhere">{agentName}</span>
          </div>
        )}
        {children}
        {actions && <div className="card-actions mt-auto pt-2">{actions}</div>}
      </div>
    </article>
  )
}

/** A dashboard's grid of cards, one list item per entry (the cards themselves come from the page). */
export function CardList<T extends { _id: string }>({
  label,
  items,
  children,
}: {
  label: string
  items: T[]
  children: (item: T) => ReactNode
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  )
}
