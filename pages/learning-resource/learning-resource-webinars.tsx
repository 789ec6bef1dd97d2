import type { ComponentProps } from "react";
import type { GetStaticProps } from "next";
import { WebinarsPageView } from "@/components/content/listing-pages";
import { getWebinars } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps, localeOf } from "@/services/content/page-props";

// Upcoming or past is decided when the page is generated; hourly regeneration moves a session over.
export const getStaticProps: GetStaticProps<ComponentProps<typeof WebinarsPageView>> = async ({ locale }) => {
  const now = Date.now();
  const webinars = (await getWebinars(localeOf(locale))).value;
  const upcoming = webinars.filter((webinar) => Date.parse(webinar.date) >= now).sort((a, b) => a.date.localeCompare(b.date));
  const past = webinars.filter((webinar) => Date.parse(webinar.date) < now).sort((a, b) => b.date.localeCompare(a.date));
  return { props: { ...(await listingIntroProps("learning-webinars", localeOf(locale), ["webinars.json"])), upcoming, past }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

export default WebinarsPageView;
