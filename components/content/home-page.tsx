import Link from "@/components/layout/site-link";
import { Container } from "@/components/layout/container";
import { brand } from "@/lib/site/brand";
import { routes } from "@/lib/site/routes";
import { AppLink } from "@/components/layout/app-link";
import styles from "./home-page.module.scss";

const services = [
  {
    title: "Income-tax return filing",
    text: "A chartered accountant prepares your ITR from Form 16, AIS and your documents, picks the right form and regime, and files it before the due date.",
    path: routes.individual.fileTax,
    icon: "/icons/person.svg",
  },
  {
    title: "TDS returns and compliance",
    text: "Quarterly 24Q, 26Q and 27Q returns, Form 16 and 16A, challan matching and defaults resolved before they turn into notices.",
    path: routes.business.tdsCompliance,
    icon: "/icons/briefcase.svg",
  },
  {
    title: "GST registration and returns",
    text: "GSTR-1 and GSTR-3B on time, input tax credit reconciled with GSTR-2B, and replies to GST notices drafted by experts.",
    path: routes.business.root,
    icon: "/icons/building.svg",
  },
  {
    title: "Business accounting",
    text: "Books kept month by month so that your return, your GST and your tax audit all start from the same numbers.",
    path: routes.business.accounting,
    icon: "/icons/calculator.svg",
  },
  {
    title: "Tax optimisation",
    text: "Old or new regime, HRA, home loan, NPS and health cover: we show what each choice saves you, in rupees, before you decide.",
    path: routes.individual.optimiseTax,
    icon: "/icons/sparkle.svg",
  },
  {
    title: "Income-tax notices",
    text: "Mismatch, defective-return and demand notices read, answered and followed up on the e-filing portal until they close.",
    path: routes.individual.itdFollowups,
    icon: "/icons/book.svg",
  },
];

const steps = [
  { title: "Share your documents", text: "Upload Form 16, bank statements and investment proofs, or let us fetch your AIS and 26AS with your consent." },
  { title: "Review with an expert", text: "Your tax expert explains the computation, both regimes and every deduction, and answers your questions." },
  { title: "Filed and verified", text: "We file the return, help you e-verify it, and track the refund or any notice that follows." },
];

export function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Container>
          <div className="row align-items-center gy-4">
            <div className="col-12 col-lg-7">
              <p className={styles.eyebrow}>Trusted by taxpayers since {brand.established}</p>
              <h1 id="home-title" className={styles.title}>
                Your taxes, filed right by experts. Without the paperwork.
              </h1>
              <p className={styles.lead}>
                Income-tax returns, TDS and GST compliance, and business accounting for individuals, professionals and
                companies across India, handled by chartered accountants from {brand.city}.
              </p>
              <div className="d-flex flex-wrap gap-2">
                <AppLink kind="signup" className="btn btn-primary btn-lg">
                  Start filing
                </AppLink>
                <Link className="btn btn-outline-primary btn-lg" href={routes.tools.root}>
                  Free tax calculators
                </Link>
              </div>
            </div>
            <div className="col-12 col-lg-5">
              <ul className={styles.facts} aria-label="At a glance">
                <li>
                  <strong>FY 2026-27</strong>
                  <span>calculators updated for Budget 2026</span>
                </li>
                <li>
                  <strong>Both regimes</strong>
                  <span>compared for every return we file</span>
                </li>
                <li>
                  <strong>CA-reviewed</strong>
                  <span>every computation before it is filed</span>
                </li>
              </ul>
            </div>
          </div>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="services-title">
        <Container>
          <h2 id="services-title" className={styles.sectionTitle}>
            What we do for you
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
            How filing with us works
          </h2>
          <ol className={`row g-3 ${styles.steps}`}>
            {steps.map((step) => (
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
                Work out your tax in a minute
              </h2>
              <p className="mb-0">
                Old or new regime, HRA, capital gains, advance tax and more: free calculators that show every step and
                the section of the law behind it.
              </p>
            </div>
            <Link className="btn btn-primary btn-lg" href={routes.tools.root}>
              Open the calculators
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
