import { DocumentListingView } from "@/components/content/document-listing";
import { listingPageStaticPaths, listingPageStaticProps } from "@/services/content/document-props";

export const getStaticPaths = listingPageStaticPaths("article");
export const getStaticProps = listingPageStaticProps("article");

export default DocumentListingView;
