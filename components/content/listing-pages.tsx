import { slugify } from "@/lib/content/slugify";
import type { Faq, GlossaryTerm, MarketingPage, MediaMention, Webinar } from "@/lib/content/schemas";
import { useLocale } from "@/lib/i18n/use-locale";
import { routes } from "@/lib/site/routes";
import type { PageMeta } from "@/lib/site/seo";
import { Seo } from "@/components/layout/seo";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { contentText } from "./content-text";
import { CtaLink } from "./cta-link";
import { FaqList, FaqStructuredData } from "./faq-list";
import { Glossary } from "./glossary";
import { LinkedText } from "./linked-text";
import { ListingIntro } from "./listing-intro";
import styles from "./content.module.scss";

interface IntroProps {
  page: MarketingPage;
  meta: PageMeta;
}

type Words = ReturnType<typeof contentText>;

const learningTrail = (t: Words, label: string, path: string): Crumb[] => [
  { label: t.home, path: routes.home },
  { label: t.learningResources, path: routes.learning.root },
  { label, path },
];

/** The page's own sections after its listing (a press contact, how to use the glossary). */
function ExtraSections({ page }: { page: MarketingPage }) {
  return page.sections.map((section) => (
    <section key={section.heading} className="mt-5">
      <h2 className={styles.sectionTitle}>{section.heading}</h2>
      <div className={styles.prose}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
        {section.items.length > 0 && (
          <ul>
            {section.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}:</strong> <LinkedText text={item.text} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  ));
}

export function GlossaryPageView({ page, meta, terms }: IntroProps & { terms: GlossaryTerm[] }) {
  const t = contentText(useLocale());
  return (
    <>
      <Seo meta={meta} />
      <Breadcrumbs trail={learningTrail(t, t.glossary, routes.learning.glossary)} />
      <ListingIntro page={page} />
      <Glossary terms={terms} />
      <ExtraSections page={page} />
    </>
  );
}

export function FaqPageView({ page, meta, faqs }: IntroProps & { faqs: Faq[] }) {
  const t = contentText(useLocale());
  const categories = [...new Set(faqs.map((faq) => faq.category ?? t.general))];
  return (
    <>
      <Seo meta={meta} />
      <FaqStructuredData faqs={faqs} />
      <Breadcrumbs trail={learningTrail(t, t.faq, routes.learning.faq)} />
      <ListingIntro page={page} />
      {categories.map((category) => (
        <section key={category} className="mb-4" aria-labelledby={`faq-${slugify(category)}`}>
          <h2 id={`faq-${slugify(category)}`} className={styles.sectionTitle}>
            {category}
          </h2>
          <FaqList faqs={faqs.filter((faq) => (faq.category ?? t.general) === category)} />
        </section>
      ))}
      <ExtraSections page={page} />
    </>
  );
}

const IST_OFFSET_MS = 330 * 60_000;

/** "4 December 2026, 6:30 pm IST" */
function sessionTime(t: Words, iso: string): string {
  const inIndia = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hours = inIndia.getUTCHours();
  const minutes = String(inIndia.getUTCMinutes()).padStart(2, "0");
  return t.sessionTime(t.date(iso), hours, minutes);
}

function WebinarList({ webinars, upcoming }: { webinars: Webinar[]; upcoming: boolean }) {
  const t = contentText(useLocale());
  return (
    <ul className={styles.cards}>
      {webinars.map((webinar) => (
        <li key={webinar.slug} id={webinar.slug}>
          <h3 className={styles.itemTitle}>{webinar.title}</h3>
          <p className="small mb-2">
            <time dateTime={webinar.date}>{sessionTime(t, webinar.date)}</time> · {t.durationMinutes(webinar.durationMinutes)} ·{" "}
            {webinar.host}
            {webinar.audience && <> · {t.forAudience(webinar.audience)}</>}
          </p>
          <p>{webinar.summary}</p>
          {webinar.agenda.length > 0 && (
            <ul className="small">
              {webinar.agenda.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {upcoming && <CtaLink cta={{ label: t.signUpToRegister, target: "signup" }} className="btn btn-outline-primary btn-sm" />}
        </li>
      ))}
    </ul>
  );
}

export function WebinarsPageView({ page, meta, upcoming, past }: IntroProps & { upcoming: Webinar[]; past: Webinar[] }) {
  const t = contentText(useLocale());
  return (
    <>
      <Seo meta={meta} />
      <Breadcrumbs trail={learningTrail(t, t.webinars, routes.learning.webinars)} />
      <ListingIntro page={page} />
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={styles.sectionTitle}>
          {t.upcomingSessions}
        </h2>
        {upcoming.length > 0 ? <WebinarList webinars={upcoming} upcoming /> : <p>{t.noSession}</p>}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-title" className="mt-5">
          <h2 id="past-title" className={styles.sectionTitle}>
            {t.pastSessions}
          </h2>
          <WebinarList webinars={past} upcoming={false} />
        </section>
      )}
      <ExtraSections page={page} />
    </>
  );
}

export function MediaPageView({ page, meta, mentions }: IntroProps & { mentions: MediaMention[] }) {
  const t = contentText(useLocale());
  return (
    <>
      <Seo meta={meta} />
      <Breadcrumbs
        trail={[
          { label: t.home, path: routes.home },
          { label: t.company, path: routes.company.root },
          { label: t.mediaBuzz, path: routes.company.mediaBuzz },
        ]}
      />
      <ListingIntro page={page} />
      <ul className={styles.linkCards}>
        {mentions.map((mention, index) => (
          <li key={`${mention.date}-${mention.title}`}>
            <article aria-labelledby={`mention-${index}`}>
              <h2 id={`mention-${index}`} className={styles.itemTitle}>
                {mention.url ? (
                  <a href={mention.url} rel="noopener noreferrer" target="_blank">
                    {mention.title}
                  </a>
                ) : (
                  mention.title
                )}
              </h2>
              <p className="small">
                <time dateTime={mention.date}>{t.date(mention.date)}</time> ·{" "}
                {mention.publication ?? (mention.kind === "press-release" ? t.pressRelease : t.announcement)}
              </p>
              <p>{mention.summary}</p>
            </article>
          </li>
        ))}
      </ul>
      <ExtraSections page={page} />
    </>
  );
}
