import Link from "@/components/layout/site-link";
import type { RelatedCalculator } from "@/lib/content/related";
import styles from "./content.module.scss";

export function RelatedCalculators({ calculators, headingId }: { calculators: readonly RelatedCalculator[]; headingId: string }) {
  if (calculators.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className={styles.sectionTitle}>
        Related calculators
      </h2>
      <ul className={styles.linkCards}>
        {calculators.map((calculator) => (
          <li key={calculator.path}>
            <Link href={calculator.path} className="stretched-link fw-semibold">
              {calculator.title}
            </Link>
            <p>{calculator.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
