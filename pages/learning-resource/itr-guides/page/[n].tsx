import { DocumentListingView } from "@/components/content/document-listing";
import { listingPageStaticPaths, listingPageStaticProps } from "@/services/content/document-props";

export const getStaticPaths = listingPageStaticPaths("itr-guide");
export const getStaticProps = listingPageStaticProps("itr-guide");

export default DocumentListingView;
