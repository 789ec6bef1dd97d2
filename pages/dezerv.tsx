import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { BookingForm } from "@/components/forms/booking-form";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("campaign-dezerv");

export default function DezervPage(props: MarketingPageProps) {
  return (
    <MarketingPageView {...props}>
      <BookingForm
        kind="dezerv"
        heading="Book a call with our tax team"
        intro="Choose a time to talk through your return and the statements your portfolio needs. We check your mobile number with a code first, so the call reaches you."
      />
    </MarketingPageView>
  );
}

DezervPage.getLayout = publicLayout;
