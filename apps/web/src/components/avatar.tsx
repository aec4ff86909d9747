import { useState } from 'react'

export const DEFAULT_AVATAR = '/default-avatar.svg'

/** A person's photo, or the default avatar when they have none or it fails to load. */
export function Avatar({
  src,
  name,
  className = 'size-12',
}: {
  src: string | null
  name: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      src={!src || failed ? DEFAULT_AVATAR : src}
      alt={name}
      width={96}
      height={96}
      className={`${className} rounded-full object-cover`}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  )
}
