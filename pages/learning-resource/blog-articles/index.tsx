import { DocumentListingView } from "@/components/content/document-listing";
import { listingStaticProps } from "@/services/content/document-props";

export const getStaticProps = listingStaticProps("article");

export default DocumentListingView;
