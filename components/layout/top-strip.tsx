import Link from "@/components/layout/site-link";
import { routes } from "@/lib/site/routes";
import styles from "./header.module.scss";

/**
 * The announcement strip above the navigation bar. The header is sticky with a negative
 * top offset equal to this strip's height, so the strip scrolls out of view on its own:
 * no script, and no layout shift.
 */
export function TopStrip() {
  return (
    <div className={styles.strip}>
      <p className="mb-0 text-truncate">
        Updated for Budget 2026: compare the old and new regimes for FY 2026-27.{" "}
        <Link href={routes.tools.root} className={styles.stripLink}>
          Try the free calculators
        </Link>
      </p>
    </div>
  );
}
