import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { FinancialYears } from "@/components/forms/financial-years";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("campaign-itr-filing");

export default function ItrFilingPage(props: MarketingPageProps) {
  return (
    <MarketingPageView {...props}>
      <FinancialYears />
    </MarketingPageView>
  );
}

ItrFilingPage.getLayout = publicLayout;
