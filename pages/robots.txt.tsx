import type { GetServerSideProps } from "next";
import { cacheControlFor } from "@/lib/site/cache-control";
import { appLayoutRoutes } from "@/lib/site/layouts";
import { absoluteUrl } from "@/lib/site/routes";

/** robots.txt: the app screens stay out of search; the sitemap is named by absolute URL. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const lines = ["User-agent: *", "Allow: /", ...appLayoutRoutes.map((route) => `Disallow: ${route}`), "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`];
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor.static);
  res.end(`${lines.join("\n")}\n`);
  return { props: {} };
};

export default function Robots() {
  return null;
}
