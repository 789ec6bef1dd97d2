import Link from "@/components/layout/site-link";

import { panelKinds, SERVICE_KINDS, vaultKinds } from "./panel-kinds";
import styles from "./panels.module.scss";

const links = SERVICE_KINDS.flatMap((kind) => [panelKinds[kind], vaultKinds[kind]]);

/** The way into each panel and vault, with what it holds. */
export function ServiceLinks() {
  return (
    <nav aria-labelledby="services-heading" className={styles.section}>
      <h2 id="services-heading" className="h4">
        Your panels and vaults
      </h2>
      <ul className={styles.cards}>
        {links.map((link) => (
          <li key={link.path} className={styles.card}>
            <Link href={link.path}>{link.title}</Link>
            <p>{link.purpose}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
