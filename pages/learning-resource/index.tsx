import type { GetStaticProps } from "next";
import { DocumentCards } from "@/components/content/document-cards";
import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { summaryOf, type DocumentSummary } from "@/lib/content/schemas";
import { relatedCalculators } from "@/lib/content/related";
import { getDocuments } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps, localeOf } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

interface LearningHubProps extends MarketingPageProps {
  latest: DocumentSummary[];
}

export const getStaticProps: GetStaticProps<LearningHubProps> = async ({ locale }) => {
  const { page, meta } = await listingIntroProps("learning", localeOf(locale));
  const latest = (await getDocuments("article", localeOf(locale))).value.slice(0, 3).map(summaryOf);
  return { props: { page, meta, related: relatedCalculators(page.relatedCalculators), latest }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

export default function LearningHub({ latest, ...props }: LearningHubProps) {
  return (
    <MarketingPageView {...props}>
      <DocumentCards documents={latest} />
    </MarketingPageView>
  );
}

LearningHub.getLayout = publicLayout;
