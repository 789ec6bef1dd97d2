import Link from "@/components/layout/site-link";
import { Container } from "@/components/layout/container";
import { brand } from "@/lib/site/brand";
import { routes } from "@/lib/site/routes";
import { AppLink } from "@/components/layout/app-link";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { HOME_TEXT } from "./home-text";
import styles from "./home-page.module.scss";

/** Where each service card leads, and its icon, in the order of the catalogue's services. */
const serviceLinks = [
  { path: routes.individual.fileTax, icon: "/icons/person.svg" },
  { path: routes.business.tdsCompliance, icon: "/icons/briefcase.svg" },
  { path: routes.business.root, icon: "/icons/building.svg" },
  { path: routes.business.accounting, icon: "/icons/calculator.svg" },
  { path: routes.individual.optimiseTax, icon: "/icons/sparkle.svg" },
  { path: routes.individual.itdFollowups, icon: "/icons/book.svg" },
];

export function HomePage() {
  const t = messagesFor(HOME_TEXT, useLocale());
  const services = t.services.map((service, index) => ({ ...service, ...serviceLinks[index]! }));
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Container>
          <div className="row align-items-center gy-4">
            <div className="col-12 col-lg-7">
              <p className={styles.eyebrow}>{t.eyebrow(brand.established)}</p>
              <h1 id="home-title" className={styles.title}>
                {t.title}
              </h1>
              <p className={styles.lead}>
                {t.lead(t.city || brand.city)}
              </p>
              <div className="d-flex flex-wrap gap-2">
                <AppLink kind="signup" className="btn btn-primary btn-lg">
                  {t.startFiling}
                </AppLink>
                <Link className="btn btn-outline-primary btn-lg" href={routes.tools.root}>
                  {t.freeCalculators}
                </Link>
              </div>
            </div>
            <div className="col-12 col-lg-5">
              <ul className={styles.facts} aria-label={t.atAGlance}>
                {t.facts.map((fact) => (
                  <li key={fact.title}>
                    <strong>{fact.title}</strong>
                    <span>{fact.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="services-title">
        <Container>
          <h2 id="services-title" className={styles.sectionTitle}>
            {t.servicesTitle}
          </h2>
          <div className="row g-3">
            {services.map((service, index) => (
              <div key={service.title} className="col-12 col-md-6 col-lg-4">
                {/* Each card named by its own title: several articles with one name are indistinguishable. */}
                <article className={styles.card} aria-labelledby={`service-${index}`}>
                  <img src={service.icon} alt="" width={32} height={32} loading="lazy" />
                  <h3 id={`service-${index}`} className={styles.cardTitle}>
                    <Link href={service.path} className="stretched-link">
                      {service.title}
                    </Link>
                  </h3>
                  <p className="mb-0">{service.text}</p>
                </article>
              </div>
            ))}
          </div>
        </Container>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="steps-title">
        <Container>
          <h2 id="steps-title" className={styles.sectionTitle}>
            {t.stepsTitle}
          </h2>
          <ol className={`row g-3 ${styles.steps}`}>
            {t.steps.map((step) => (
              <li key={step.title} className="col-12 col-md-4">
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className="mb-0">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="tools-title">
        <Container>
          <div className={styles.callout}>
            <div>
              <h2 id="tools-title" className={styles.sectionTitle}>
                {t.toolsTitle}
              </h2>
              <p className="mb-0">
                {t.toolsText}
              </p>
            </div>
            <Link className="btn btn-primary btn-lg" href={routes.tools.root}>
              {t.openCalculators}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
