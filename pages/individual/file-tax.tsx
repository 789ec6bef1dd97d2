import { MarketingPageView } from "@/components/content/marketing-page";
import { marketingStaticProps } from "@/services/content/page-props";

export const getStaticProps = marketingStaticProps("individual-file-tax");

export default MarketingPageView;
