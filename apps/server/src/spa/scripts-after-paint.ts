import { replaceFirst } from './splice.ts'

// The app's scripts (the entry and the modules it imports, which the built index.html loads and preloads from
// its <head>) are asked for once a server-rendered page has painted, by a script with the page's nonce: the
// page is readable from its HTML and inline critical CSS alone, and on a slow connection the ~120 KB of
// JavaScript no longer shares the bandwidth with the HTML, the critical CSS and the hero image before the first
// paint, nor with the page's largest picture after it. The entry and its preloads are still fetched together, in
// one round trip, right after.

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g

export function loadScriptsAfterPaint(html: string, nonce: string | undefined): string {
  const entry = ENTRY.exec(html)
  if (!entry || !nonce) return html
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1])
  const load = [
    '(function(){var started=false;function load(){if(started)return;started=true;',
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});`,
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}`,
    // The page's largest picture (the hero, the first card: fetchpriority=high) comes first: on a slow link the
    // scripts would share its bandwidth. A picture that never arrives holds them back 2.5 s at most.
    'function afterPictures(){var pending=[].filter.call(document.querySelectorAll(\'img[fetchpriority="high"]\'),function(i){return !i.complete});',
    'var left=pending.length;if(!left)return load();setTimeout(load,2500);',
    "pending.forEach(function(i){function one(){if(--left===0)load()}i.addEventListener('load',one);i.addEventListener('error',one)})}",
    // A tab opened in the background paints nothing until shown; it loads at once.
    "if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(afterPictures,0)})})()",
  ].join('')
  const withoutScripts = html.replace(ENTRY, '').replace(PRELOAD, '')
  return replaceFirst(withoutScripts, '</body>', `<script nonce="${nonce}">${load}</script>\n  </body>`)
}
