import { MarketingPageView } from "@/components/content/marketing-page";
import { marketingStaticProps } from "@/services/content/page-props";

export const getStaticProps = marketingStaticProps("campaign-kar-se-ghar");

export default MarketingPageView;
