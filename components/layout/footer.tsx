import Link from "@/components/layout/site-link";
import { Container } from "@/components/layout/container";
import { brand } from "@/lib/site/brand";
import { mainMenus } from "@/lib/site/menus";
import { routes, whatsappLink } from "@/lib/site/routes";
import styles from "./footer.module.scss";
import { StaticIsland } from "./static-island";

/** The footer: links and text only, so it is sent as HTML and not hydrated (static-island.tsx). */
export function Footer() {
  const whatsapp = whatsappLink();
  return (
    <StaticIsland as="footer" className={styles.footer}>
      <Container>
        <div className="row gy-4">
          <div className="col-12 col-lg-4">
            <p className={styles.name}>{brand.name}</p>
            <p className={styles.about}>
              {brand.tagline} Established in {brand.established}, based in {brand.city}.
            </p>
            <h2 className={styles.heading}>Contact us</h2>
            <ul className="list-unstyled">
              {brand.contacts.map((contact) => (
                <li key={contact.kind} className={styles.contact}>
                  <span>{contact.label}: </span>
                  <a href={contact.href}>{contact.value}</a>
                </li>
              ))}
              {whatsapp && (
                <li className={styles.contact}>
                  <span>WhatsApp: </span>
                  <a href={whatsapp} rel="noopener noreferrer" target="_blank">
                    Chat with us
                  </a>
                </li>
              )}
            </ul>
            <ul className={`list-unstyled ${styles.social}`} aria-label="Social media">
              {brand.social.map((profile) => (
                <li key={profile.network}>
                  <a href={profile.href} rel="noopener noreferrer" target="_blank" aria-label={`${brand.name} on ${profile.network}`}>
                    <img src={profile.icon} alt="" width={24} height={24} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {mainMenus
            .filter((menu) => menu.items.length > 0)
            .map((menu) => (
              <nav key={menu.id} className="col-6 col-md-4 col-lg-2" aria-label={`${menu.title} links`}>
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
          <nav className="col-6 col-md-4 col-lg-2" aria-label="Help links">
            <h2 className={styles.heading}>Help</h2>
            <ul className="list-unstyled">
              <li>
                <Link href={routes.tools.root} className={styles.link}>
                  Tools and calculators
                </Link>
              </li>
              <li>
                <Link href={routes.support} className={styles.link}>
                  Support
                </Link>
              </li>
              <li>
                <Link href={routes.learning.faq} className={styles.link}>
                  FAQ
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className={styles.legal}>
          © {brand.established}–{new Date().getFullYear()} {brand.legalName}, {brand.city}. Figures on this site are for guidance; your return is governed
          by the Income-tax Act and the rules in force.
        </p>
      </Container>
    </StaticIsland>
  );
}
