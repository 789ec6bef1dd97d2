import Link from "@/components/layout/site-link";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { routes } from "@/lib/site/routes";
import styles from "./header.module.scss";

/**
 * The announcement strip above the navigation bar. The header is sticky with a negative
 * top offset equal to this strip's height, so the strip scrolls out of view on its own:
 * no script, and no layout shift.
 */
export function TopStrip() {
  const t = frameText(useLocale());
  return (
    <div className={styles.strip}>
      <p className="mb-0 text-truncate">
        {t.topStrip}{" "}
        <Link href={routes.tools.root} className={styles.stripLink}>
          {t.topStripLink}
        </Link>
      </p>
    </div>
  );
}
