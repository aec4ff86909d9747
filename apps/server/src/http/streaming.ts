/**
 * A response body written as its chunks come, so a large answer (an export) is never held whole in memory and
 * each chunk waits for the client to take the one before (the stream pulls). A failure part-way ends the body
 * short, which the client sees as a broken download rather than a complete-looking file.
 */
export function streamedBody(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = chunks[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

/** The rows a reader gives a page at a time in key order (`after`: the last key read), until a short page. */
export async function* pagesOf<Row>(
  readPage: (after: Row | undefined, limit: number) => Promise<Row[]>,
  limit: number,
): AsyncGenerator<Row[]> {
  let after: Row | undefined
  for (;;) {
    const page = await readPage(after, limit)
    if (page.length > 0) yield page
    if (page.length < limit) return
    after = page[page.length - 1]
  }
}
