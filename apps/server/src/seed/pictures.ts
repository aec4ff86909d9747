import type { PropertyCategory } from '@keyhaven/contract'
import sharp from 'sharp'
import { type EncodedImage, encodeImage } from '../media/images.ts'

// Demo pictures are drawn here as SVG and rasterised, so seeding needs no network and no stock photos.

const WIDTH = 1280
const HEIGHT = 853
const skies = [
  ['#7cc4f5', '#d9f0ff'],
  ['#f7b267', '#fde4c3'],
  ['#5b7fd6', '#b8c9f2'],
  ['#9bd3c7', '#eaf7f3'],
  ['#c49bd6', '#f3e6f8'],
]
const walls = ['#f4efe6', '#e9d8c4', '#d7e3ea', '#f2e1d9', '#e4e8d5', '#fff7e8']
const accents = ['#b5523b', '#3b6fb5', '#4a7c59', '#7a4ab5', '#b58a3b', '#2f4858']

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length] as T

function windows(
  x: number,
  y: number,
  columns: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
) {
  let out = ''
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      out += `<rect x="${x + column * (w + gap)}" y="${y + row * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${fill}" stroke="#ffffff" stroke-width="3"/>`
  return out
}

function tree(x: number, ground: number, size: number) {
  return `<rect x="${x - 6}" y="${ground - size}" width="12" height="${size}" fill="#6b4f35"/>
<circle cx="${x}" cy="${ground - size}" r="${size * 0.55}" fill="#3f7d4a"/>
<circle cx="${x - size * 0.3}" cy="${ground - size * 0.8}" r="${size * 0.4}" fill="#4f9158"/>`
}

function building(category: PropertyCategory, seed: number, ground: number) {
  const wall = pick(walls, seed)
  const accent = pick(accents, seed + 2)
  const glass = '#9fd1ef'
  switch (category) {
    case 'House':
      return `<rect x="430" y="${ground - 300}" width="420" height="300" fill="${wall}"/>
<polygon points="400,${ground - 300} 640,${ground - 470} 880,${ground - 300}" fill="${accent}"/>
<rect x="760" y="${ground - 450}" width="40" height="90" fill="${accent}"/>
<rect x="600" y="${ground - 160}" width="80" height="160" rx="4" fill="${accent}"/>
${windows(470, ground - 250, 1, 1, 90, 80, 0, glass)}${windows(720, ground - 250, 1, 1, 90, 80, 0, glass)}`
    case 'Villa':
      return `<rect x="260" y="${ground - 230}" width="760" height="230" fill="${wall}"/>
<rect x="230" y="${ground - 250}" width="820" height="26" fill="${accent}"/>
<rect x="520" y="${ground - 380}" width="420" height="150" fill="${wall}"/>
<rect x="500" y="${ground - 398}" width="460" height="22" fill="${accent}"/>
${windows(300, ground - 190, 4, 1, 120, 150, 24, glass)}${windows(560, ground - 350, 3, 1, 100, 100, 30, glass)}
<rect x="300" y="${ground + 30}" width="680" height="60" rx="10" fill="#4fb3e8"/>`
    case 'Office':
      return `<rect x="470" y="${ground - 620}" width="340" height="620" fill="#5f7285"/>
<rect x="830" y="${ground - 380}" width="220" height="380" fill="#73879b"/>
${windows(495, ground - 595, 5, 10, 46, 40, 18, glass)}${windows(852, ground - 355, 3, 6, 46, 40, 18, glass)}
<rect x="590" y="${ground - 90}" width="100" height="90" fill="${accent}"/>`
    case 'Apartment':
      return `<rect x="380" y="${ground - 520}" width="520" height="520" fill="${wall}"/>
<rect x="370" y="${ground - 540}" width="540" height="24" fill="${accent}"/>
${windows(410, ground - 490, 5, 6, 70, 56, 26, glass)}
${Array.from({ length: 6 }, (_, row) => `<rect x="400" y="${ground - 420 + row * 82 - 22}" width="480" height="8" fill="${accent}"/>`).join('')}
<rect x="590" y="${ground - 110}" width="100" height="110" fill="${accent}"/>`
  }
}

export function propertyPicture(category: PropertyCategory, seed: number): Promise<Buffer> {
  const [skyTop, skyBottom] = pick(skies, seed)
  const ground = 700
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${180 + (seed % 5) * 200}" cy="140" r="60" fill="#fff6c9" opacity="0.9"/>
<ellipse cx="${300 + (seed % 3) * 250}" cy="200" rx="120" ry="34" fill="#ffffff" opacity="0.7"/>
<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="#7fb069"/>
<rect x="560" y="${ground}" width="160" height="${HEIGHT - ground}" fill="#d8cbb3"/>
${building(category, seed, ground)}
${tree(190, ground, 150)}${tree(1120, ground, 120 + (seed % 4) * 15)}
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export function avatarPicture(seed: number): Promise<Buffer> {
  const background = pick(['#e0ecff', '#ffe8d6', '#e3f5e1', '#f6e0f5', '#fff3c4', '#dff4f4'], seed)
  const shirt = pick(accents, seed + 1)
  const skin = pick(['#f1c7a5', '#d9a07b', '#a86b4c', '#f5d6c0', '#8d5a3f'], seed)
  const hair = pick(['#2d2016', '#6b4226', '#c9a15b', '#1f1f1f', '#8a5a2b'], seed + 3)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="${background}"/>
<ellipse cx="200" cy="400" rx="150" ry="120" fill="${shirt}"/>
<rect x="175" y="250" width="50" height="50" fill="${skin}"/>
<circle cx="200" cy="190" r="85" fill="${skin}"/>
<path d="M115 185 Q120 95 200 95 Q280 95 285 185 Q260 130 200 135 Q140 130 115 185 Z" fill="${hair}"/>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** The demo pictures as they are stored: drawn, then encoded as every upload is. */
export interface DemoPictures {
  avatar(seed: number): Promise<EncodedImage>
  property(category: PropertyCategory, seed: number): Promise<EncodedImage>
}

/** Draws and encodes a picture each time one is asked for. */
export const drawnDemoPictures: DemoPictures = {
  avatar: async (seed) => encodeImage(await avatarPicture(seed)),
  property: async (category, seed) => encodeImage(await propertyPicture(category, seed)),
}
