import { randomBytes } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { offers, properties, uploadOwners, uploads, users } from '../db/schema.ts'
import { clearDatabase, seedDemoData } from '../seed/seed.ts'
import { insertAccount, resetRateLimits, TEST_PASSWORD } from '../test/accounts.ts'
import { signIn } from '../test/auth-helpers.ts'
import { DAY_MS, insertAgent, insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { cleanUpUnusedUploads } from './cleanup.ts'
import { imageKeys, storeImage } from './images.ts'

let ctx: TestContext
let uploadsDir: string

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
  uploadsDir = ctx.config.uploadsDir
})
afterAll(() => ctx?.close())
beforeEach(async () => {
  await resetRateLimits(ctx.db)
})

/** A picture no other test has made (keys are content hashes): random pixels. */
function freshPicture(): Promise<Buffer> {
  return sharp(randomBytes(48 * 32 * 3), { raw: { width: 48, height: 32, channels: 3 } })
    .png()
    .toBuffer()
}

/** Stores and records an upload, last uploaded `ageDays` ago. Returns its URL and key. */
async function tracked(ageDays: number): Promise<{ url: string; key: string }> {
  const { url } = await storeImage(ctx.storage, await freshPicture(), { track: { db: ctx.db } })
  const key = url.slice('/uploads/'.length)
  await ctx.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - ageDays * DAY_MS) })
    .where(eq(uploads.key, key))
  return { url, key }
}

async function files(): Promise<string[]> {
  return (await readdir(uploadsDir)).filter((name) => !name.endsWith('.tmp'))
}

async function isStored(key: string): Promise<boolean> {
  const stored = await Promise.all(
    imageKeys(key).map(async (variant) => (await ctx.storage.get(variant)) !== null),
  )
  if (stored.every(Boolean)) return true
  if (!stored.some(Boolean)) return false
  throw new Error(`only some widths of ${key} are stored`)
}

async function isRecorded(key: string): Promise<boolean> {
  return (await ctx.db.select().from(uploads).where(eq(uploads.key, key))).length === 1
}

describe('cleanUpUnusedUploads', () => {
  it('removes an unused upload older than a day: both widths from storage, and its row', async () => {
    const old = await tracked(1.5)
    expect(imageKeys(old.key)).toEqual([old.key, old.key.replace('.webp', '-640.webp')])
    expect(await isStored(old.key)).toBe(true)

    expect(await cleanUpUnusedUploads(ctx.db, ctx.storage)).toBeGreaterThanOrEqual(1)
    expect(await isStored(old.key)).toBe(false)
    expect(await isRecorded(old.key)).toBe(false)
    expect(await files()).not.toContain(old.key)
    expect((await ctx.request(old.url)).status).toBe(404)
  })

  it('keeps an unused upload younger than a day', async () => {
    const fresh = await tracked(0.9)
    await cleanUpUnusedUploads(ctx.db, ctx.storage)
    expect(await isStored(fresh.key)).toBe(true)
    expect(await isRecorded(fresh.key)).toBe(true)
  })

  it("keeps old uploads that a property (cover or gallery), a user's photo or an offer's snapshot uses", async () => {
    const [forProperty, inGallery, forUser, forOffer, unused] = await Promise.all([
      tracked(3),
      tracked(3),
      tracked(3),
      tracked(3),
      tracked(3),
    ])
    const agent = await insertAgent(ctx.db)
    const buyer = await insertUser(ctx.db, { image: forUser?.url })
    const gallery = [forProperty?.url ?? '', inGallery?.url ?? '']
    await insertProperty(ctx.db, { agentId: agent.id, image: forProperty?.url, images: gallery })
    // The offer's property has since changed its picture: the offer's snapshot still shows the old one.
    const sold = await insertProperty(ctx.db, { agentId: agent.id, image: forProperty?.url })
    await insertOffer(ctx.db, { property: sold, buyer, image: forOffer?.url })

    await cleanUpUnusedUploads(ctx.db, ctx.storage)
    for (const kept of [forProperty, inGallery, forUser, forOffer]) {
      expect(await isStored(kept?.key ?? '')).toBe(true)
      expect(await isRecorded(kept?.key ?? '')).toBe(true)
    }
    expect(await isStored(unused?.key ?? '')).toBe(false)

    // Once nothing uses them any more, they go too.
    await ctx.db.update(users).set({ image: null }).where(eq(users.id, buyer.id))
    await ctx.db.delete(offers).where(eq(offers.buyerId, buyer.id))
    await ctx.db.delete(properties).where(eq(properties.agentId, agent.id))
    expect(await cleanUpUnusedUploads(ctx.db, ctx.storage)).toBe(4)
    for (const gone of [forProperty, inGallery, forUser, forOffer])
      expect(await isStored(gone?.key ?? '')).toBe(false)
  })

  it('is idempotent, and safe when a file is already gone', async () => {
    const a = await tracked(2)
    const b = await tracked(2)
    // One width of a and both of b vanished already (an interrupted earlier run, or a manual clean-up).
    await rm(path.join(uploadsDir, a.key))
    for (const variant of imageKeys(b.key)) await rm(path.join(uploadsDir, variant))

    expect(await cleanUpUnusedUploads(ctx.db, ctx.storage)).toBe(2)
    expect(await isStored(a.key)).toBe(false)
    expect(await isRecorded(b.key)).toBe(false)
    expect(await cleanUpUnusedUploads(ctx.db, ctx.storage)).toBe(0)
  })

  it('works through many uploads in small batches', async () => {
    const old = await Promise.all(Array.from({ length: 7 }, () => tracked(2)))
    const keep = await tracked(0.5)
    expect(await cleanUpUnusedUploads(ctx.db, ctx.storage, { batchSize: 3 })).toBe(7)
    const left = await ctx.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(inArray(uploads.key, [...old.map((upload) => upload.key), keep.key]))
    expect(left).toEqual([{ key: keep.key }])
  })

  it('honours olderThan and a clock of its own', async () => {
    const hourOld = await tracked(1 / 24)
    await cleanUpUnusedUploads(ctx.db, ctx.storage, { olderThan: 2 * 60 * 60 * 1000 })
    expect(await isRecorded(hourOld.key)).toBe(true)
    await cleanUpUnusedUploads(ctx.db, ctx.storage, { now: new Date(Date.now() + DAY_MS) })
    expect(await isRecorded(hourOld.key)).toBe(false)
  })

  it('keeps an image uploaded again today, even if its first upload was long ago', async () => {
    const picture = await freshPicture()
    const first = await storeImage(ctx.storage, picture, { track: { db: ctx.db } })
    const key = first.url.slice('/uploads/'.length)
    await ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 5 * DAY_MS) })
      .where(eq(uploads.key, key))
    const again = await storeImage(ctx.storage, picture, { track: { db: ctx.db } })
    expect(again.url).toBe(first.url)
    await cleanUpUnusedUploads(ctx.db, ctx.storage)
    expect(await isStored(key)).toBe(true)
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.key, key))
    expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000)
  })
})

describe('POST /api/uploads records every upload', () => {
  async function post(picture: Buffer, headers: Record<string, string> = {}): Promise<string> {
    const form = new FormData()
    form.append('image', new File([new Uint8Array(picture)], 'x.png', { type: 'image/png' }))
    const response = await ctx.request('/api/uploads', { method: 'POST', headers, body: form })
    expect(response.status).toBe(201)
    return ((await response.json()) as { url: string }).url
  }

  const ownersOf = async (url: string) =>
    (
      await ctx.db
        .select({ userId: uploadOwners.userId })
        .from(uploadOwners)
        .where(eq(uploadOwners.key, url.slice('/uploads/'.length)))
    )
      .map((row) => row.userId)
      .sort()

  it('under its base key, with every uploader who was signed in; a deleted uploader leaves the record', async () => {
    const [first, second] = await Promise.all([insertAccount(ctx.db), insertAccount(ctx.db)])
    const [firstSession, secondSession] = await Promise.all([
      signIn(ctx, first.email, TEST_PASSWORD),
      signIn(ctx, second.email, TEST_PASSWORD),
    ])
    const shared = await freshPicture()
    const mine = await post(shared, firstSession.headers)
    const anonymous = await post(await freshPicture())
    const rows = await ctx.db
      .select()
      .from(uploads)
      .where(inArray(uploads.url, [mine, anonymous]))
    expect(rows).toHaveLength(2)
    expect(rows.map(({ key, url }) => ({ key, url }))).toEqual(
      expect.arrayContaining([
        { key: mine.slice('/uploads/'.length), url: mine },
        { key: anonymous.slice('/uploads/'.length), url: anonymous },
      ]),
    )
    expect(await ownersOf(mine)).toEqual([first.id])
    expect(await ownersOf(anonymous)).toEqual([])

    // The same picture from someone else (same key): both are its uploaders, and an anonymous upload adds none.
    expect(await post(shared, secondSession.headers)).toBe(mine)
    expect(await post(shared)).toBe(mine)
    expect(await ownersOf(mine)).toEqual([first.id, second.id].sort())

    await ctx.db.delete(users).where(eq(users.id, first.id))
    expect(await ctx.db.select().from(uploads).where(eq(uploads.url, mine))).toHaveLength(1)
    expect(await ownersOf(mine)).toEqual([second.id])
  })
})

describe('seeded demo pictures', () => {
  // Last in the file: it empties and seeds this file's database (the seed goes only into an empty one), and
  // clean-up then removes anything unused at once.
  it('stay: they are in use', async () => {
    await clearDatabase(ctx.db)
    expect(await seedDemoData(ctx.db, ctx.storage)).toBe(true)
    await cleanUpUnusedUploads(ctx.db, ctx.storage, { olderThan: 0 })
    const images = [
      ...(await ctx.db.select({ images: properties.images }).from(properties)).flatMap(({ images }) =>
        images.map((image) => ({ image })),
      ),
      ...(await ctx.db.select({ image: users.image }).from(users)),
      ...(await ctx.db.select({ image: offers.image }).from(offers)),
    ]
      .map((row) => row.image)
      .filter((image): image is string => Boolean(image))
    expect(images.length).toBeGreaterThan(5)
    for (const image of new Set(images)) expect((await ctx.request(image)).status, image).toBe(200)
  })
})
