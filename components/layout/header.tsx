import Link from "@/components/layout/site-link";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { LanguageSwitch } from "./language-switch";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Container } from "@/components/layout/container";
import { brand } from "@/lib/site/brand";
import { menusIn } from "@/lib/site/menus-in";
import { routes, whatsappLink } from "@/lib/site/routes";
import { DesktopMenu } from "./desktop-menu";
import { initialsOf } from "@/lib/site/initials";
import type { MobilePanel } from "./mobile-menu";
import { SessionSlot } from "./session-slot";
import { TopStrip } from "./top-strip";
import { useSession } from "./use-session";
import { useScrolledPast } from "./use-scrolled-past";
import { useLatch } from "./use-latch";
import styles from "./header.module.scss";

/** The side panels load on first use: phones do not pay for Offcanvas and Accordion up front. */
const MobileMenu = dynamic(() => import("./mobile-menu").then((module) => module.MobileMenu), { ssr: false });

/** Past this many pixels of scroll the header switches to its compact logo. */
export const LOGO_SWITCH_SCROLL_PX = 100;

export function Header() {
  const scrolled = useScrolledPast(LOGO_SWITCH_SCROLL_PX);
  const [mobilePanel, setMobilePanel] = useState<MobilePanel>(null);
  const mobileMenuWanted = useLatch(mobilePanel !== null);
  const locale = useLocale();
  const t = frameText(locale);
  const whatsapp = whatsappLink(t.whatsappHello);
  const session = useSession();

  return (
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ""}`} data-scrolled={scrolled}>
      <TopStrip />
      {/* Bootstrap's navbar classes without react-bootstrap's <Navbar>, whose Navbar.Offcanvas
          member would pull Offcanvas into every page's first load (the mobile menu loads it on demand). */}
      <div className={`navbar ${styles.bar}`}>
        <Container className={styles.barInner}>
          <button
            type="button"
            className={`d-lg-none ${styles.iconButton}`}
            aria-label={t.openMenu}
            aria-expanded={mobilePanel === "menu"}
            onClick={() => setMobilePanel("menu")}
          >
            <img src="/icons/menu.svg" alt="" width={24} height={24} />
          </button>

          <Link href={routes.home} className={styles.brand} aria-label={t.home(brand.name)}>
            <img src={brand.mark.src} alt="" width={brand.mark.width} height={brand.mark.height} />
            {/* Past 100 px the logo shrinks to the mark alone, leaving room for the menus. */}
            <span className={styles.wordmark} data-logo={scrolled ? "compact" : "full"} aria-hidden="true">
              {brand.name}
            </span>
          </Link>

          <nav aria-label={t.mainNav} className="d-none d-lg-flex flex-grow-1">
            <ul className={`navbar-nav flex-row align-items-center ${styles.menus}`}>
              {/* No Suspense boundary: React would stream the menus into hidden <div>s that only an
                  inline script reveals, leaving them empty without scripts. */}
              {menusIn(locale).map((menu) => (
                <DesktopMenu key={menu.id} menu={menu} />
              ))}
              <li className="nav-item">
                <Link href={routes.support} className={`nav-link ${styles.plainLink}`}>
                  {t.support}
                </Link>
              </li>
              {whatsapp && (
                <li className="nav-item">
                  <a href={whatsapp} className={`nav-link ${styles.plainLink}`} rel="noopener noreferrer" target="_blank">
                    <img src="/icons/whatsapp.svg" alt="" width={20} height={20} className="me-1" loading="lazy" />
                    {t.whatsappSupport}
                  </a>
                </li>
              )}
            </ul>
          </nav>

          <LanguageSwitch className={`d-none d-lg-flex nav-link ${styles.plainLink}`} />
          <div className={`d-none d-lg-flex ${styles.sessionSlot}`}>
            <SessionSlot />
          </div>

          <button
            type="button"
            className={`d-lg-none ${styles.iconButton} ${session.state === "signed-in" ? styles.initials : ""}`}
            aria-label={t.openAccountMenu}
            aria-expanded={mobilePanel === "account"}
            onClick={() => setMobilePanel("account")}
          >
            {session.state === "signed-in" ? (
              <span aria-hidden="true">{initialsOf(session.profile)}</span>
            ) : (
              <img src="/icons/person.svg" alt="" width={24} height={24} />
            )}
          </button>
        </Container>
      </div>
      {mobileMenuWanted && <MobileMenu panel={mobilePanel} onChange={setMobilePanel} />}
    </header>
  );
}
