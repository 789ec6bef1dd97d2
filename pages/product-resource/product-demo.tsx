import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { DemoBooking } from "@/components/forms/demo-booking";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("product-demo");

export default function ProductDemoPage(props: MarketingPageProps) {
  return (
    <MarketingPageView {...props}>
      <DemoBooking />
    </MarketingPageView>
  );
}

ProductDemoPage.getLayout = publicLayout;
