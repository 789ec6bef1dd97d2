import { DocumentPageView } from "@/components/content/document-page";
import { documentStaticPaths, documentStaticProps } from "@/services/content/document-props";

export const getStaticPaths = documentStaticPaths("article");
export const getStaticProps = documentStaticProps("article");

export default DocumentPageView;
