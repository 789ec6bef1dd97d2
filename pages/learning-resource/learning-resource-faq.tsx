import type { ComponentProps } from "react";
import type { GetStaticProps } from "next";
import { FaqPageView } from "@/components/content/listing-pages";
import { getFaqs } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps, localeOf } from "@/services/content/page-props";

export const getStaticProps: GetStaticProps<ComponentProps<typeof FaqPageView>> = async ({ locale }) => ({
  props: { ...(await listingIntroProps("learning-faq", localeOf(locale), ["faqs.json"])), faqs: (await getFaqs(localeOf(locale))).value },
  revalidate: CONTENT_REVALIDATE_SECONDS,
});

export default FaqPageView;
