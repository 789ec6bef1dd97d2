import type { ComponentProps } from "react";
import type { GetStaticProps } from "next";
import { MediaPageView } from "@/components/content/listing-pages";
import { getMediaMentions } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps } from "@/services/content/page-props";

export const getStaticProps: GetStaticProps<ComponentProps<typeof MediaPageView>> = async () => ({
  props: { ...(await listingIntroProps("company-media-buzz")), mentions: (await getMediaMentions()).value },
  revalidate: CONTENT_REVALIDATE_SECONDS,
});

export default MediaPageView;
