import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { BRAND, BrandLink } from './brand.tsx'
import { MAIN_LINKS } from './nav-links.ts'

// The newsletter form's code (the app's form handling) is not among every page's first scripts: the server
// renders the form whole, which posts without scripts, and it takes over in place once its code has loaded.
const NewsletterForm = lazy(() =>
  import('./newsletter-form.tsx').then((module) => ({ default: module.NewsletterForm })),
)

const CONTACT = {
  street: '221 Harbor View Road, Suite 400, Portland, OR 97201',
  phone: '+1 (503) 555-0147',
  email: 'hello@keyhaven.example',
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
    <path d={path} />
  </svg>
)

const SOCIAL_LINKS = [
  {
    label: 'Keyhaven on Facebook',
    href: 'https://www.facebook.com/',
    icon: icon('M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8a0 0 0 0 1 0 0z'),
  },
  {
    label: 'Keyhaven on Twitter',
    href: 'https://twitter.com/',
    icon: icon('M4 4l6.5 8.5L4 20h2l5.4-6.2L16 20h4l-6.8-9L19.5 4h-2l-5 5.7L8 4z'),
  },
  {
    label: 'Keyhaven on Instagram',
    href: 'https://www.instagram.com/',
    icon: icon(
      'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
    ),
  },
  {
    label: 'Keyhaven on LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: icon(
      'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h4v2c.6-1.1 2-2.2 4-2.2 4 0 4 2.6 4 6V21h-4v-5.5c0-1.4 0-3-2-3s-2 1.5-2 3V21h-4z',
    ),
  },
  {
    label: 'E-mail Keyhaven',
    href: `mailto:${CONTACT.email}`,
    icon: icon('M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 3v7h14v-7l-7 4.5z'),
  },
]

export function Footer() {
  return (
    <footer className="below-fold bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-[1402px] gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <BrandLink />
          <p className="text-sm opacity-80">
            A premium real estate experience, crafted for home seekers, designers and real estate agents.
          </p>
          <ul className="flex gap-3" aria-label="Social links">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  className="btn btn-circle btn-ghost btn-sm text-neutral-content"
                  rel="noopener"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-title">
            Explore
          </h2>
          <ul className="space-y-2">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="not-italic" aria-labelledby="contact-title">
          <h2 id="contact-title" className="footer-title">
            Contact Us
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
        <Suspense>
          <NewsletterForm />
        </Suspense>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm opacity-80">
        © {new Date().getFullYear()} {BRAND}. All rights reserved
      </p>
    </footer>
  )
}
