import Link from "@/components/layout/site-link";
import { brand } from "@/lib/site/brand";
import { routes } from "@/lib/site/routes";
import { SessionSlot } from "@/components/layout/session-slot";
import styles from "./app.module.scss";

/** The app screens' compact bar: the logo, a way back to the site, and the account menu. */
export function AppBar() {
  return (
    <header className={styles.bar}>
      <Link href={routes.home} className={styles.brand} aria-label={`${brand.name} home`}>
        <img src={brand.mark.src} alt="" width={brand.mark.width} height={brand.mark.height} />
        <span>{brand.name}</span>
      </Link>
      <nav aria-label="App" className={styles.nav}>
        <Link href={routes.app.dashboard}>Dashboard</Link>
        <Link href={routes.home}>Back to the site</Link>
      </nav>
      <SessionSlot />
    </header>
  );
}
