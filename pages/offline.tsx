import { OfflinePage } from "@/components/offline/offline-page";
import { Seo } from "@/components/layout/seo";

export default function Offline() {
  return (
    <>
      <Seo meta={{ seo_title: "Available offline" }} noindex />
      <OfflinePage />
    </>
  );
}
