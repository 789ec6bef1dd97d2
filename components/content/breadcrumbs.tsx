import Link from "next/link";
import { absoluteUrl } from "@/lib/site/routes";
import { JsonLd } from "./json-ld";
import styles from "./content.module.scss";

export interface Crumb {
  label: string;
  path: string;
}

/** The trail to this page, with BreadcrumbList structured data; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <>
      <JsonLd
        id="breadcrumbs"
        data={{
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(crumb.path),
          })),
        }}
      />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
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
