import { HomePage } from "@/components/content/home-page";
import { Seo } from "@/components/layout/seo";

export default function Home() {
  return (
    <>
      <Seo meta={{ slug: "/" }} />
      <HomePage />
    </>
  );
}
