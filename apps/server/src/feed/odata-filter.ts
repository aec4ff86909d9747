import { fieldError } from '../http/errors.ts'

// The subset of OData's $filter grammar (OData 4.01 ABNF) the feed answers: comparisons of a property with a
// literal (eq, ne, gt, ge, lt, le), `in` with a list of literals, and, or, not and parentheses. No parser on
// npm reads this subset as OData 4.01 writes it (docs/decisions/0028), so this one does, and names what it
// does not take instead of reading it some other way.

/** A literal; a time keeps its text, which may hold more digits of a second than a Date does. */
export type Literal = string | number | { timestamp: string } | null

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'

export type FilterExpression =
  | { kind: 'and' | 'or'; left: FilterExpression; right: FilterExpression }
  | { kind: 'not'; operand: FilterExpression }
  | { kind: 'compare'; property: string; operator: ComparisonOperator; value: Literal }
  | { kind: 'in'; property: string; values: Literal[] }

const COMPARISON_OPERATORS = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le'])
/** Operators of OData this feed does not take: named in the answer rather than misread. */
const UNSUPPORTED_OPERATORS = new Set(['has', 'add', 'sub', 'mul', 'div', 'divby', 'mod'])

type Token =
  | { type: 'identifier'; text: string; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'number'; value: number; at: number }
  | { type: 'datetime'; text: string; at: number }
  | { type: '(' | ')' | ','; at: number }

const DATETIME = /\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,12})?)?(?:Z|[+-]\d\d:\d\d)(?![\w.:-])/y
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/y
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*(?:\/[A-Za-z_][A-Za-z0-9_]*)*/y
const SPACES = /\s+/y

const filterError = (problem: string) => fieldError('$filter', problem)

/** Whether the time's fields name a real moment (no 30 February, no hour 24), as the database will read it. */
function isCalendarTime(text: string): boolean {
  const fields = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?/.exec(text)
  if (!fields) return false
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = fields
    .slice(1)
    .map((field) => Number(field ?? 0))
  const offset = /[+-](\d\d):(\d\d)$/.exec(text)
  if (offset && (Number(offset[1]) > 14 || Number(offset[2]) > 59)) return false
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return (
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === day &&
    moment.getUTCHours() === hour &&
    moment.getUTCMinutes() === minute &&
    moment.getUTCSeconds() === second
  )
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at
    return pattern.exec(source)?.[0]
  }
  while (at < source.length) {
    const char = source[at] ?? ''
    const spaces = match(SPACES)
    if (spaces) {
      at += spaces.length
      continue
    }
    if (char === '(' || char === ')' || char === ',') {
      tokens.push({ type: char, at })
      at++
      continue
    }
    if (char === "'") {
      let value = ''
      let end = at + 1
      for (;;) {
        const quote = source.indexOf("'", end)
        if (quote < 0) throw filterError(`the text starting at position ${at + 1} has no closing quote`)
        value += source.slice(end, quote)
        // A quote inside a text is written twice.
        if (source[quote + 1] === "'") {
          value += "'"
          end = quote + 2
          continue
        }
        end = quote + 1
        break
      }
      tokens.push({ type: 'string', value, at })
      at = end
      continue
    }
    const datetime = match(DATETIME)
    if (datetime) {
      if (!isCalendarTime(datetime)) throw filterError(`${datetime} is not a date and time`)
      tokens.push({ type: 'datetime', text: datetime, at })
      at += datetime.length
      continue
    }
    const number = match(NUMBER)
    if (number) {
      tokens.push({ type: 'number', value: Number(number), at })
      at += number.length
      continue
    }
    const identifier = match(IDENTIFIER)
    if (identifier) {
      tokens.push({ type: 'identifier', text: identifier, at })
      at += identifier.length
      continue
    }
    throw filterError(`unexpected "${source.slice(at, at + 10)}" at position ${at + 1}`)
  }
  return tokens
}

const describe = (token: Token | undefined) => {
  if (!token) return 'the end'
  switch (token.type) {
    case 'identifier':
      return `"${token.text}"`
    case 'string':
      return `'${token.value}'`
    case 'number':
      return String(token.value)
    case 'datetime':
      return token.text
    default:
      return `"${token.type}"`
  }
}

/**
 * Parses a $filter into its expression; anything outside the subset (functions, arithmetic, lambdas, a
 * property compared with a property) is a 400 naming what it met. Property names are checked by the caller.
 */
export function parseFilter(source: string): FilterExpression {
  const tokens = tokenize(source)
  let position = 0
  const peek = () => tokens[position]
  const next = () => tokens[position++]
  const isKeyword = (token: Token | undefined, keyword: string) =>
    token?.type === 'identifier' && token.text === keyword
  const expect = (type: '(' | ')' | ',') => {
    const token = next()
    if (token?.type !== type) throw filterError(`expected "${type}" but found ${describe(token)}`)
  }

  const literal = (): Literal => {
    const token = next()
    switch (token?.type) {
      case 'string':
      case 'number':
        return token.value
      case 'datetime':
        return { timestamp: token.text }
      case 'identifier':
        if (token.text === 'null') return null
        throw filterError(`expected a value but found ${describe(token)}: compare a property with a value`)
      default:
        throw filterError(`expected a value but found ${describe(token)}`)
    }
  }

  const comparison = (): FilterExpression => {
    const property = next()
    if (property?.type !== 'identifier')
      throw filterError(`expected a property but found ${describe(property)}`)
    if (peek()?.type === '(') throw filterError(`the function ${property.text}() is not supported`)
    const operator = next()
    if (operator?.type !== 'identifier')
      throw filterError(`expected an operator after ${property.text} but found ${describe(operator)}`)
    if (operator.text === 'in') {
      expect('(')
      const values = [literal()]
      while (peek()?.type === ',') {
        next()
        values.push(literal())
      }
      expect(')')
      return { kind: 'in', property: property.text, values }
    }
    if (UNSUPPORTED_OPERATORS.has(operator.text))
      throw filterError(`the operator ${operator.text} is not supported`)
    if (!COMPARISON_OPERATORS.has(operator.text))
      throw filterError(`expected an operator after ${property.text} but found ${describe(operator)}`)
    return {
      kind: 'compare',
      property: property.text,
      operator: operator.text as ComparisonOperator,
      value: literal(),
    }
  }

  const unary = (): FilterExpression => {
    if (isKeyword(peek(), 'not')) {
      next()
      return { kind: 'not', operand: unary() }
    }
    if (peek()?.type === '(') {
      next()
      const inner = or()
      expect(')')
      return inner
    }
    return comparison()
  }

  const and = (): FilterExpression => {
    let left = unary()
    while (isKeyword(peek(), 'and')) {
      next()
      left = { kind: 'and', left, right: unary() }
    }
    return left
  }

  const or = (): FilterExpression => {
    let left = and()
    while (isKeyword(peek(), 'or')) {
      next()
      left = { kind: 'or', left, right: and() }
    }
    return left
  }

  if (tokens.length === 0) throw filterError('is empty')
  const expression = or()
  if (position < tokens.length) throw filterError(`unexpected ${describe(peek())}`)
  return expression
}
