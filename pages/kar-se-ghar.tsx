import { MarketingPageView } from "@/components/content/marketing-page";
import { marketingStaticProps } from "@/services/content/page-props";
import { withLayout, publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("campaign-kar-se-ghar");

export default withLayout(MarketingPageView, publicLayout);
