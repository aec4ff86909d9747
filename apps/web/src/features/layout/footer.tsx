import { Link } from 'react-router'
import { useInBrowser } from '../../components/browser-only.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { BrandLink } from './brand.tsx'
import { MAIN_LINKS } from './nav-links.ts'
import { NewsletterForm } from './newsletter-form.tsx'

const CONTACT = {
  street: '221 Harbor View Road, Suite 400, Portland, OR 97201',
  phone: '+1 (503) 555-0147',
  email: 'hello@keyhaven.example',
}

// The icons are symbols of one static SVG file, so their drawings are not part of every page's scripts.
const icon = (id: string) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
    <use href={`/social-icons.svg#${id}`} />
  </svg>
)

const SOCIAL_LINKS = [
  { label: 'footer.facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { label: 'footer.twitter', href: 'https://twitter.com/', icon: 'twitter' },
  { label: 'footer.instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { label: 'footer.linkedin', href: 'https://www.linkedin.com/', icon: 'linkedin' },
  { label: 'footer.email', href: `mailto:${CONTACT.email}`, icon: 'email' },
] as const

export function Footer() {
  const t = useT('common')
  // The footer hydrates on its own, after the page (its code loads then): browser tests wait for this mark as
  // for the page's <html data-interactive>.
  const interactive = useInBrowser()
  return (
    <footer
      className="below-fold bg-neutral text-neutral-content"
      data-interactive={interactive ? '' : undefined}
    >
      <div className="mx-auto grid max-w-[1402px] gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <BrandLink />
          <p className="text-sm opacity-80">{t('footer.tagline')}</p>
          <ul className="flex gap-3" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  aria-label={t(link.label)}
                  className="btn btn-circle btn-ghost btn-sm text-neutral-content"
                  rel="noopener"
                >
                  {icon(link.icon)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-title">
            {t('footer.explore')}
          </h2>
          <ul className="space-y-2">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="not-italic" aria-labelledby="contact-title">
          <h2 id="contact-title" className="footer-title">
            {t('footer.contact')}
          </h2>
          <p className="text-sm">{CONTACT.street}</p>
          <p className="mt-2 text-sm">
            <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`} className="link link-hover">
              {CONTACT.phone}
            </a>
          </p>
          <p className="mt-2 text-sm">
            <a href={`mailto:${CONTACT.email}`} className="link link-hover">
              {CONTACT.email}
            </a>
          </p>
        </address>
        <NewsletterForm />
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm opacity-80">
        {t('footer.rights', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  )
}
