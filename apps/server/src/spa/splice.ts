// The page's HTML is built by putting rendered text into the built index.html. Pages carry what people wrote
// (titles, names, reviews, the path asked for), so nothing here may go through String.prototype.replace with
// a string: `$&`, `$'`, `` $` `` and `$<name>` in it would be expanded into pieces of the template.

/** `html` with its first `marker` replaced by `content`, taken literally; `html` itself when the marker is absent. */
export function replaceFirst(html: string, marker: string | RegExp, content: string): string {
  const found =
    typeof marker === 'string' ? { index: html.indexOf(marker), length: marker.length } : match(html, marker)
  if (found.index < 0) return html
  return html.slice(0, found.index) + content + html.slice(found.index + found.length)
}

function match(html: string, pattern: RegExp) {
  const found = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(html)
  return found ? { index: found.index, length: found[0].length } : { index: -1, length: 0 }
}
