import { LISTING_CSV_COLUMNS } from '@keyhaven/contract'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvHead, csvLines, escapeFormula, parseListingCsv } from './csv.ts'

// What a spreadsheet could run as a formula gets a leading apostrophe on export, and loses it again on import.

describe('escapeFormula', () => {
  it.each([
    ['an equals sign', '=1+1'],
    ['a plus sign', '+1'],
    ['a minus sign', '-3 Minus Road'],
    ['an at sign', '@SUM(A1:A2)'],
    ['a tab', '\tTabbed'],
    ['a carriage return', '\rReturned'],
    ['a line feed', '\nFed'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus sign', '＋1'],
    ['a full-width minus sign', '－1'],
    ['a full-width at sign', '＠SUM(A1)'],
    ['a small equals sign', '﹦1+1'],
    ['a small plus sign', '﹢1'],
    ['a small minus sign', '﹣1'],
    ['a small at sign', '﹫SUM(A1)'],
    ['a superscript equals sign', '⁼1+1'],
    ['a superscript plus sign', '⁺1'],
    ['a superscript minus sign', '⁻1'],
    ['a subscript equals sign', '₌1+1'],
    ['a subscript plus sign', '₊1'],
    ['a subscript minus sign', '₋1'],
    ['the minus sign', '−1'],
    ['spaces before an equals sign', '  =1+1'],
    ['a tab before an equals sign', '\t=1+1'],
    ['a carriage return before a plus sign', '\r+1'],
    ['a no-break space before an equals sign', '\u00A0=1+1'],
    ['an ideographic space before a full-width equals sign', '\u3000＝1+1'],
    ['a zero-width space before an equals sign', '\u200B=1+1'],
    ['a byte order mark before an at sign', '\uFEFF@SUM(A1)'],
  ])('neutralises a cell that starts with %s', (_, cell) => {
    expect(escapeFormula(cell)).toBe(`'${cell}`)
  })

  it.each([
    ['plain text', 'Sunny family home'],
    ['a number as text', '12 Elm Street'],
    ['an operator after the start', 'Flat 3 = two rooms + garden'],
    ['leading spaces before text', '  Sunny'],
    ['an apostrophe', "'Tis a home"],
    ['an en dash', '– a dash in prose'],
    ['an empty cell', ''],
  ])('leaves %s as it is', (_, cell) => {
    expect(escapeFormula(cell)).toBe(cell)
  })
})

describe('a neutralised cell', () => {
  it.each([
    '=HYPERLINK("http://evil.example")',
    '＝HYPERLINK("http://evil.example")',
    '﹢1',
    '−1 Minus Road',
    '\u00A0＠SUM(A1)',
  ])('imports back as the text it was (%s)', (title) => {
    const file = csvHead() + csvLines([{ title }])
    const [, exported] = parse(file, { bom: true }) as string[][]
    expect(exported?.[LISTING_CSV_COLUMNS.indexOf('title')]).toBe(`'${title}`)
    const [row] = parseListingCsv(file)
    // Import trims a cell, as it does any cell.
    expect(row?.fields?.title).toBe(title.trim())
  })
})
