import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { BookingForm } from "@/components/forms/booking-form";
import { BOOKING_TEXT } from "@/components/forms/booking-text";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("campaign-gst-api");

export default function GstApiPage(props: MarketingPageProps) {
  const text = messagesFor(BOOKING_TEXT, useLocale());
  return (
    <MarketingPageView {...props}>
      <BookingForm kind="gst" heading={text.headings.gst} intro={text.intros.gst} />
    </MarketingPageView>
  );
}

GstApiPage.getLayout = publicLayout;
