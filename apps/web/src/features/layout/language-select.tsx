import { LANGUAGE_DETAILS, LANGUAGES } from '@keyhaven/contract'
import { useLocation } from 'react-router'
import { pageLanguage } from '../../lib/i18n/page-language.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'

/**
 * The language of the site, like the display currency a plain form (a page in another language is another
 * document): it posts as soon as a language is chosen where scripts run, by its button where they do not. The
 * action remembers the choice and sends the visitor to this page in that language.
 */
export function LanguageSelect({ className }: { className: string }) {
  const t = useT('common')
  // The page's path without its language's prefix (the router's basename).
  const { pathname, search } = useLocation()
  return (
    <form method="post" action={paths.language} className={className}>
      <input type="hidden" name="to" value={`${pathname}${search}`} />
      <select
        name="language"
        aria-label={t('language.label')}
        className="select select-sm w-auto text-base-content"
        defaultValue={pageLanguage()}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_DETAILS[language].name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-sm ms-1">
          {t('language.show')}
        </button>
      </noscript>
    </form>
  )
}
