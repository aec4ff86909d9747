import { mkdir, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

// Keyhaven's own hero: a dusk street of homes drawn as SVG and rasterised at build time, so the product ships
// no stock photo. Written to public/assets as /assets/home-image.png plus WebP and AVIF at several widths.

const WIDTH = 1920
const HEIGHT = 1080
const outDir = fileURLToPath(new URL('../public/assets/', import.meta.url))
export const HERO_WIDTHS = [640, 960, 1280, 1920] as const

function litWindows(x: number, y: number, columns: number, rows: number, seed: number) {
  let out = ''
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const lit = (seed + row * 3 + column * 7) % 5 !== 0
      out += `<rect x="${x + column * 34}" y="${y + row * 44}" width="20" height="28" fill="${lit ? '#ffd98a' : '#33415c'}"/>`
    }
  return out
}

function skyline() {
  const towers = [
    [60, 520, 160],
    [250, 430, 120],
    [400, 560, 180],
    [1380, 470, 150],
    [1560, 380, 130],
    [1720, 540, 170],
  ]
  return towers
    .map(
      ([x, top, width], index) =>
        `<rect x="${x}" y="${top}" width="${width}" height="${900 - (top ?? 0)}" fill="#1d2740"/>${litWindows((x ?? 0) + 16, (top ?? 0) + 24, Math.floor(((width ?? 0) - 20) / 34), 7, index)}`,
    )
    .join('')
}

function house(x: number, width: number, height: number, roof: string, wall: string, seed: number) {
  const ground = 900
  const top = ground - height
  return `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>
<polygon points="${x - 20},${top} ${x + width / 2},${top - height * 0.55} ${x + width + 20},${top}" fill="${roof}"/>
<rect x="${x + width / 2 - 28}" y="${ground - 110}" width="56" height="110" fill="#5a3b2e"/>
${litWindows(x + 24, top + 30, 2, 1, seed)}${litWindows(x + width - 92, top + 30, 2, 1, seed + 1)}`
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#1b2a52"/><stop offset="0.55" stop-color="#6d4c8a"/><stop offset="1" stop-color="#f4a261"/>
</linearGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe8a3"/><stop offset="1" stop-color="#ffe8a3" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="960" cy="760" r="260" fill="url(#sun)"/>
<circle cx="960" cy="780" r="110" fill="#ffd27a"/>
<path d="M0 760 Q 480 640 960 740 T 1920 720 L1920 1080 L0 1080 Z" fill="#3b3561" opacity="0.8"/>
${skyline()}
${house(560, 260, 230, '#8c2f39', '#e9d8a6', 1)}
${house(870, 200, 190, '#264653', '#f1e3d3', 2)}
${house(1120, 240, 250, '#6a4c93', '#e5e5e5', 3)}
<rect y="900" width="${WIDTH}" height="180" fill="#142034"/>
<rect y="960" width="${WIDTH}" height="12" fill="#f4d35e" opacity="0.6"/>
</svg>`

async function isFresh(file: string, source: string): Promise<boolean> {
  try {
    const [built, script] = await Promise.all([stat(file), stat(source)])
    return built.mtimeMs >= script.mtimeMs
  } catch {
    return false
  }
}

async function main() {
  await mkdir(outDir, { recursive: true })
  const png = `${outDir}home-image.png`
  if (await isFresh(png, fileURLToPath(import.meta.url))) return
  const base = sharp(Buffer.from(svg))
  await base.clone().png({ compressionLevel: 9, palette: true }).toFile(png)
  await Promise.all(
    HERO_WIDTHS.flatMap((width) => [
      base.clone().resize({ width }).webp({ quality: 78 }).toFile(`${outDir}home-image-${width}.webp`),
      base.clone().resize({ width }).avif({ quality: 55 }).toFile(`${outDir}home-image-${width}.avif`),
    ]),
  )
  console.log(`Hero images written to ${outDir}`)
}

await main()
