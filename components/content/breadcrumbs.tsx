import Link from "@/components/layout/site-link";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { absoluteUrl } from "@/lib/site/routes";
import { JsonLd } from "./json-ld";
import styles from "./content.module.scss";

export interface Crumb {
  label: string;
  path: string;
}

/** schema.org's BreadcrumbList for a trail, for pages that draw their trail themselves. */
export function breadcrumbListData(trail: readonly Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The trail to this page, with BreadcrumbList structured data; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  // The trail's name is the frame's (the calculator pages' trail says the same).
  const t = frameText(useLocale());
  return (
    <>
      <JsonLd id="breadcrumbs" data={breadcrumbListData(trail)} />
      <nav aria-label={t.breadcrumb} className={styles.breadcrumb}>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link href={crumb.path}>{crumb.label}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
