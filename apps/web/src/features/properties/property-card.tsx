import type { Property } from '@keyhaven/contract'
import { Link } from 'react-router'
import { Avatar } from '../../components/avatar.tsx'
import { StatusBadge } from './status-badge.tsx'

export function PropertyCard({ property }: { property: Property }) {
  const agentName = property.agentName ?? 'Unknown'
  return (
    <article className="card h-full bg-base-100 shadow-md">
      <figure className="relative aspect-[3/2]">
        <img src={property.image} alt={property.title} loading="lazy" className="size-full object-cover" />
        {property.isSold && <span className="badge badge-info absolute top-3 left-3">Sold</span>}
      </figure>
      <div className="card-body gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-lg">{property.title}</h2>
          <StatusBadge status={property.verificationStatus} />
        </div>
        <p className="text-base-content/80">{property.location}</p>
        <div className="flex items-center gap-2 text-sm">
          <Avatar src={property.agentImage} name={agentName} className="size-8" />
          <span>{agentName}</span>
        </div>
        <p>
          <span className="font-medium">Price Range:</span> {property.priceRange}
        </p>
        <div className="card-actions mt-auto pt-2">
          <Link
            to={`/property-details/${property._id}`}
            className="btn btn-primary btn-sm"
            aria-label={`Details of ${property.title}`}
          >
            Details
          </Link>
        </div>
      </div>
    </article>
  )
}
