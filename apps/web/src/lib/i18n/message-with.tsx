import { Fragment, type ReactNode } from 'react'

const MARK = '\u0000'

/**
 * A message with elements inside it (a link in a sentence), each where the language puts it: `write` renders
 * the message with a mark for each of `parts`' names, and each mark becomes its element.
 */
export function messageWith(
  write: (marks: Record<string, string>) => string,
  parts: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(parts)
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]))
  return write(marks)
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1 ? <Fragment key={piece}>{parts[names[Number(piece)] ?? '']}</Fragment> : piece,
    )
}
