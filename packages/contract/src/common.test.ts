import { describe, expect, it } from 'vitest'
import { isUploadedImageUrl, text } from './common.ts'

describe('text(), the contract string', () => {
  const line = text().trim().max(20)
  const multiline = text({ multiline: true })

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[2J'],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s in one-line text, with one clear issue', (_, value) => {
    const result = line.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'must not contain control characters',
    ])
  })

  it('keeps tabs and line breaks in multi-line text, never NUL or other controls', () => {
    expect(multiline.parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree')
    expect(multiline.safeParse('one\u0000two').success).toBe(false)
    expect(multiline.safeParse('one\u000btwo').success).toBe(false)
  })

  it('accepts what people type, in any script', () => {
    expect(line.parse('  Zürich – 東京 🏠 ')).toBe('Zürich – 東京 🏠')
  })
})

describe('isUploadedImageUrl', () => {
  it.each(['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/test.webp', '/uploads/a-b.png'])(
    'accepts our upload %s',
    (url) => expect(isUploadedImageUrl(url)).toBe(true),
  )

  it.each([
    'https://images.example.com/a.webp',
    'http://localhost:3000/uploads/a.webp',
    '//evil.example/uploads/a.webp',
    '/uploads/../secret.webp',
    '/uploads/a.webp?x=1',
    '/uploads/a.svg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '',
  ])('refuses %s', (url) => expect(isUploadedImageUrl(url)).toBe(false))
})
