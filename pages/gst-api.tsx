import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { BookingForm } from "@/components/forms/booking-form";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("campaign-gst-api");

export default function GstApiPage(props: MarketingPageProps) {
  return (
    <MarketingPageView {...props}>
      <BookingForm
        kind="gst"
        heading="Book a GST demo"
        intro="See GSTIN checks, return data, e-invoices and e-way bills handled on sample data, and ask how they fit your software. Choose a time that suits you."
      />
    </MarketingPageView>
  );
}

GstApiPage.getLayout = publicLayout;
