import type { GetServerSideProps } from "next";
import { cacheControlFor } from "@/lib/site/cache-control";
import { webAppManifest } from "@/lib/site/web-app-manifest";

/** The web app manifest (lib/site/web-app-manifest.ts), linked from every page's head. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader("Content-Type", "application/manifest+json; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor.static);
  res.end(JSON.stringify(webAppManifest()));
  return { props: {} };
};

export default function WebAppManifest() {
  return null;
}
