import Link from "@/components/layout/site-link";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { LanguageSwitch } from "./language-switch";
import { Container } from "@/components/layout/container";
import { brand } from "@/lib/site/brand";
import { menusIn } from "@/lib/site/menus-in";
import { routes, whatsappLink } from "@/lib/site/routes";
import styles from "./footer.module.scss";
import { StaticIsland } from "./static-island";

/** The footer: links and text only, so it is sent as HTML and not hydrated (static-island.tsx). */
export function Footer() {
  const whatsapp = whatsappLink();
  const locale = useLocale();
  const t = frameText(locale);
  return (
    <StaticIsland as="footer" className={styles.footer}>
      <Container>
        <div className="row gy-4">
          <div className="col-12 col-lg-4">
            <p className={styles.name}>{brand.name}</p>
            <p className={styles.about}>
              {t.tagline || brand.tagline} {t.established(brand.established, t.city || brand.city)}
            </p>
            <h2 className={styles.heading}>{t.contactUs}</h2>
            <ul className="list-unstyled">
              {brand.contacts.map((contact) => (
                <li key={contact.kind} className={styles.contact}>
                  <span>{t.contactLabels[contact.kind] ?? contact.label}: </span>
                  <a href={contact.href}>{contact.value}</a>
                </li>
              ))}
              {whatsapp && (
                <li className={styles.contact}>
                  <span>WhatsApp: </span>
                  <a href={whatsapp} rel="noopener noreferrer" target="_blank">
                    {t.chatWithUs}
                  </a>
                </li>
              )}
            </ul>
            <ul className={`list-unstyled ${styles.social}`} aria-label={t.socialMedia}>
              {brand.social.map((profile) => (
                <li key={profile.network}>
                  <a href={profile.href} rel="noopener noreferrer" target="_blank" aria-label={t.on(brand.name, profile.network)}>
                    <img src={profile.icon} alt="" width={24} height={24} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {menusIn(locale)
            .filter((menu) => menu.items.length > 0)
            .map((menu) => (
              <nav key={menu.id} className="col-6 col-md-4 col-lg-2" aria-label={t.linksOf(menu.title)}>
                <h2 className={styles.heading}>{menu.title}</h2>
                <ul className="list-unstyled">
                  {menu.items.map((item) => (
                    <li key={item.path}>
                      <Link href={item.path} className={styles.link}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          <nav className="col-6 col-md-4 col-lg-2" aria-label={t.helpLinks}>
            <h2 className={styles.heading}>{t.help}</h2>
            <ul className="list-unstyled">
              <li>
                <Link href={routes.tools.root} className={styles.link}>
                  {t.toolsAndCalculators}
                </Link>
              </li>
              <li>
                <Link href={routes.support} className={styles.link}>
                  {t.support}
                </Link>
              </li>
              <li>
                <Link href={routes.learning.faq} className={styles.link}>
                  {t.faq}
                </Link>
              </li>
              <li>
                <LanguageSwitch className={styles.link} />
              </li>
            </ul>
          </nav>
        </div>
        <p className={styles.legal}>
          © {brand.established}–{new Date().getFullYear()} <span lang="en">{brand.legalName}</span>, {t.city || brand.city}. {t.legal}
        </p>
      </Container>
    </StaticIsland>
  );
}
