import type { ComponentProps } from "react";
import type { GetStaticProps } from "next";
import { MediaPageView } from "@/components/content/listing-pages";
import { getMediaMentions } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps, localeOf } from "@/services/content/page-props";

export const getStaticProps: GetStaticProps<ComponentProps<typeof MediaPageView>> = async ({ locale }) => ({
  props: { ...(await listingIntroProps("company-media-buzz", localeOf(locale), ["media.json"])), mentions: (await getMediaMentions(localeOf(locale))).value },
  revalidate: CONTENT_REVALIDATE_SECONDS,
});

export default MediaPageView;
