import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { BookingForm } from "@/components/forms/booking-form";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("business-tds-compliance");

export default function TdsReturnsCompliancePage(props: MarketingPageProps) {
  return (
    <MarketingPageView {...props}>
      <BookingForm kind="tds" />
    </MarketingPageView>
  );
}

TdsReturnsCompliancePage.getLayout = publicLayout;
