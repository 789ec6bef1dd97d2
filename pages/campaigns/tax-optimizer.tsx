import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { TaxOptimizerForm } from "@/components/forms/tax-optimizer-form";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("campaign-tax-optimizer");

export default function TaxOptimizerPage(props: MarketingPageProps) {
  return (
    <MarketingPageView {...props}>
      <TaxOptimizerForm />
    </MarketingPageView>
  );
}

TaxOptimizerPage.getLayout = publicLayout;
