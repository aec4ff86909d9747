// The server stores every upload at up to 1280 px wide, with a 640 px copy beside it named `<id>-640.webp`
// (apps/server/src/images/images.ts). Pictures with another name (none in practice) simply have no srcset.
const STORED_UPLOAD = /^(\/uploads\/[0-9a-f]{32})\.webp$/

/** The srcset of an uploaded picture, so a phone loads the small copy; undefined for any other URL. */
export function uploadSrcSet(url: string): string | undefined {
  const match = STORED_UPLOAD.exec(url)
  return match ? `${match[1]}-640.webp 640w, ${url} 1280w` : undefined
}
