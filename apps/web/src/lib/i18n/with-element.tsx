import type { ReactNode } from 'react'

// Stands for the element's place in the message; a private-use character, never in a translation.
const PLACE = '\uE000'

/**
 * A message one of whose values is an element (a link, a name in bold): `write` writes the message with the
 * value it is given, and the element takes that value's place, wherever the language puts it.
 */
export function withElement(write: (value: string) => string, element: ReactNode): ReactNode {
  const [before, after = ''] = write(PLACE).split(PLACE)
  return (
    <>
      {before}
      {element}
      {after}
    </>
  )
}
