import Link from "@/components/layout/site-link";
import Accordion from "react-bootstrap/Accordion";
import Offcanvas from "react-bootstrap/Offcanvas";
import { brand } from "@/lib/site/brand";
import { menusIn } from "@/lib/site/menus-in";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { LanguageSwitch } from "./language-switch";
import { routes, whatsappLink } from "@/lib/site/routes";
import { AccountPanel } from "./account-panel";
import styles from "./mobile-menu.module.scss";

/** Which side panel is open below the lg breakpoint; one value, so only one can be. */
export type MobilePanel = "menu" | "account" | null;

interface MobileMenuProps {
  panel: MobilePanel;
  onChange: (panel: MobilePanel) => void;
}

export function MobileMenu({ panel, onChange }: MobileMenuProps) {
  const close = () => onChange(null);
  const locale = useLocale();
  const t = frameText(locale);
  const whatsapp = whatsappLink(t.whatsappHello);

  return (
    <>
      <Offcanvas show={panel === "menu"} onHide={close} placement="start" aria-labelledby="mobile-menu-title">
        <Offcanvas.Header closeButton closeLabel={t.closeMenu}>
          <Offcanvas.Title as="h2" id="mobile-menu-title" className="h5 mb-0">
            {brand.name} {t.menu}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body as="nav" aria-label={t.mobileNav}>
          <Accordion flush>
            {menusIn(locale).map((menu) => (
              <Accordion.Item eventKey={menu.id} key={menu.id}>
                <Accordion.Header as="h3">{menu.title}</Accordion.Header>
                <Accordion.Body className={styles.sectionBody}>
                  <ul className="list-unstyled mb-0">
                    {menu.items.map((item) => (
                      <li key={item.path} className={styles.item}>
                        <Link href={item.path} className={styles.mainLink} onClick={close}>
                          <img src={item.icon} alt="" width={20} height={20} loading="lazy" />
                          {item.label}
                        </Link>
                        <ul className="list-unstyled">
                          {item.subMenu
                            ?.filter((link) => !link.hiddenOnMobile)
                            .map((link) => (
                              <li key={link.path}>
                                <Link href={link.path} className={styles.subLink} onClick={close}>
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                        </ul>
                      </li>
                    ))}
                    {menu.more && (
                      <li>
                        <Link href={menu.more.path} className={styles.mainLink} onClick={close}>
                          {menu.more.label}
                        </Link>
                      </li>
                    )}
                  </ul>
                </Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
          <ul className={`list-unstyled ${styles.footerLinks}`}>
            <li>
              <Link href={routes.support} className={styles.mainLink} onClick={close}>
                {t.support}
              </Link>
            </li>
            <li>
              <LanguageSwitch className={styles.mainLink} />
            </li>
            {whatsapp && (
              <li>
                <a href={whatsapp} className={styles.mainLink} rel="noopener noreferrer" target="_blank">
                  <img src="/icons/whatsapp.svg" alt="" width={20} height={20} loading="lazy" />
                  {t.whatsappSupport}
                </a>
              </li>
            )}
          </ul>
        </Offcanvas.Body>
      </Offcanvas>

      <Offcanvas show={panel === "account"} onHide={close} placement="end" aria-labelledby="account-panel-title">
        <Offcanvas.Header closeButton closeLabel={t.closeAccountMenu}>
          <Offcanvas.Title as="h2" id="account-panel-title" className="h5 mb-0">
            {t.yourAccount}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <AccountPanel onNavigate={close} />
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
