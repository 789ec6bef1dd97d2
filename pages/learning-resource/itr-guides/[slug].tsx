import { DocumentPageView } from "@/components/content/document-page";
import { documentStaticPaths, documentStaticProps } from "@/services/content/document-props";

export const getStaticPaths = documentStaticPaths("itr-guide");
export const getStaticProps = documentStaticProps("itr-guide");

export default DocumentPageView;
